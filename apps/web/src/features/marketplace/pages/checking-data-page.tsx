import { Link, useSearchParams } from 'react-router';
import { Empty, Progress, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { readId, readPage, withParams } from '../../../lib/search-params';
import { useIsMobile } from '../../../lib/use-media-query';
import { useCheckingData } from '../api/get-checking-data';
import { ModelSelect } from '../components/model-select';
import type { CheckedApp } from '../types';
import '../../../components/list-page.css';
import '../marketplace.css';
import { PAGER_ICONS } from '../../../components/accessible-icons';

/**
 * /checkingData (login, section `marketplace`): pick a model and see how many released apps are
 * adapted to it, and the table of apps with adapted yes/no (adapted first). The call answers the
 * whole list; the table pages it by 10 in the browser, the page number in the address.
 */
export default function CheckingDataPage() {
  const { t } = useTranslation('catalogue');
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const productId = readId(params.get('productId'));
  const pageNum = readPage(params.get('pageNum'));
  const query = useCheckingData(productId);

  const columns: ColumnsType<CheckedApp> = [
    {
      key: 'name',
      title: t('checking.app'),
      render: (_, app) => (
        <span className="mk-table-app">
          <img src={app.icon} alt="" width={28} height={28} loading="lazy" />
          <Link to={`/marketplace?appId=${app.id}`}>{app.name}</Link>
        </span>
      ),
    },
    {
      key: 'classification',
      title: t('app.classification'),
      dataIndex: 'classification',
      responsive: ['md'],
    },
    { key: 'version', title: t('app.versionName'), dataIndex: 'versionName', responsive: ['md'] },
    { key: 'developer', title: t('app.developer'), dataIndex: 'developer', responsive: ['lg'] },
    {
      key: 'adapted',
      title: t('checking.adapted'),
      render: (_, app) => (
        <span className={app.adapted ? 'mk-tag mk-tag-free' : 'mk-tag'}>
          {t(app.adapted ? 'checking.yes' : 'checking.no')}
        </span>
      ),
    },
  ];

  let body;
  if (productId === null) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('checking.intro')} />;
  } else if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (query.isError) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const data = query.data;
    const percent = data.totalCount ? Math.round((data.adaptedCount / data.totalCount) * 100) : 0;
    body = (
      <>
        <div className="mk-checking-summary">
          <Progress type="circle" percent={percent} size={mobile ? 72 : 96} aria-hidden />
          <div>
            <h2 className="mk-checking-model">
              {data.product.model} · {data.product.name}
            </h2>
            <p className="mk-checking-count" role="status">
              {t('checking.count', { adapted: data.adaptedCount, total: data.totalCount })}
            </p>
          </div>
        </div>
        <Table<CheckedApp>
          aria-label={t('checking.tableLabel', { model: data.product.model })}
          rowKey="id"
          columns={columns}
          dataSource={data.apps}
          size="middle"
          pagination={{
            ...PAGER_ICONS,
            current: pageNum,
            pageSize: LIMITS.defaultPageSize,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setParams(withParams(params, { pageNum: next })),
          }}
          locale={{ emptyText: t('checking.empty') }}
        />
      </>
    );
  }

  return (
    <div className="page">
      <div className="page-toolbar">
        <Link to="/marketplace?tabIndex=2" className="back-link">
          <LeftOutlined aria-hidden /> {t('market.back')}
        </Link>
      </div>
      <h1>{t('checking.title')}</h1>
      <div className="filter-bar" role="search">
        <ModelSelect
          value={productId}
          onChange={(next) =>
            setParams(withParams(params, { productId: next, pageNum: LIMITS.firstPage }))
          }
        />
      </div>
      <div className="main-panel">{body}</div>
    </div>
  );
}
