import { Link, useSearchParams } from 'react-router';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { ListSearch } from '../../../components/list-search';
import { readPage, withParams } from '../../../lib/search-params';
import { AppDetailHost } from '../components/app-detail-host';
import { AppList } from '../components/app-list';
import '../../../components/list-page.css';
import '../marketplace.css';

/** /ecology: ecosystem software (partners' systems that run on the devices), paged, by keyword. */
export default function EcologyPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const pageNum = readPage(params.get('pageNum'));
  const keyword = params.get('keyword') ?? '';

  return (
    <div className="page">
      <div className="page-toolbar">
        <Link to="/marketplace" className="back-link">
          <LeftOutlined aria-hidden /> {t('market.back')}
        </Link>
      </div>
      <h1>{t('ecology.title')}</h1>
      <p className="section-intro">{t('ecology.intro')}</p>
      <div className="filter-bar" role="search">
        <ListSearch
          className="filter-search"
          value={keyword}
          onSearch={(value) =>
            setParams(withParams(params, { keyword: value, pageNum: LIMITS.firstPage }))
          }
          placeholder={t('market.keywordPlaceholder')}
          label={t('market.keyword')}
          buttonText={t('search')}
        />
      </div>
      <AppList
        channel="ecology"
        query={{ pageNum, pageSize: LIMITS.defaultPageSize, keyword: keyword || undefined }}
        onPage={(next) => setParams(withParams(params, { pageNum: next }))}
        label={t('ecology.listLabel')}
        emptyText={t('ecology.empty')}
      />
      <AppDetailHost />
    </div>
  );
}
