import { Link, useSearchParams } from 'react-router';
import { Skeleton, Tabs } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { ListSearch } from '../../../components/list-search';
import { readId, readPage, withParams } from '../../../lib/search-params';
import { useMaterialTypes } from '../api/get-material-types';
import { MaterialGrid } from '../components/material-grid';
import { MaterialOverview } from '../components/material-overview';
import '../../../components/list-page.css';
import '../marketing.css';

const ALL = 'all';

/**
 * /marketing (public): search by title, one tab per material type. The "all" tab without a
 * search shows the newest materials of every type; a type or a search shows a paged list. Tab,
 * search and page live in the address.
 */
export default function MarketingPage() {
  const { t } = useTranslation('marketing');
  const [params, setParams] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const typeId = readId(params.get('typeId'));
  const pageNum = readPage(params.get('pageNum'));
  const types = useMaterialTypes();

  const update = (changes: Record<string, string | number | null>) =>
    setParams(withParams(params, changes));

  const tabs = [
    { key: ALL, label: t('allTypes') },
    ...(types.data ?? []).map((type) => ({ key: String(type.id), label: type.name })),
  ];

  return (
    <div className="page marketing-page">
      <div className="page-heading-row">
        <h1 id="marketing-title">{t('title')}</h1>
        <Link className="marketing-downloads-link" to="/marketingDownload">
          <DownloadOutlined aria-hidden /> {t('downloadsLink')}
        </Link>
      </div>
      <div role="search" className="marketing-search">
        <ListSearch
          value={title}
          onSearch={(value) => update({ title: value, pageNum: LIMITS.firstPage })}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
          buttonText={t('search')}
        />
      </div>
      {types.isPending ? (
        <Skeleton.Input active block className="marketing-tabs-skeleton" />
      ) : (
        <Tabs
          className="marketing-tabs"
          activeKey={typeId === null ? ALL : String(typeId)}
          items={tabs}
          onChange={(key) =>
            update({ typeId: key === ALL ? null : key, pageNum: LIMITS.firstPage })
          }
        />
      )}
      {typeId === null && title === '' ? (
        <MaterialOverview />
      ) : (
        <MaterialGrid
          pageNum={pageNum}
          title={title}
          typeId={typeId}
          onPageChange={(next) => update({ pageNum: next })}
        />
      )}
    </div>
  );
}
