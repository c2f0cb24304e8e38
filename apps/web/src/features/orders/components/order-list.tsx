import { Link, useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, ORDER_STATUS_VALUES } from '@seuiot/contract';
import { ListSearch } from '../../../components/list-search';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useOrders } from '../api/get-orders';
import { orderIdOf } from '../order-logic';
import { StatusTag } from './status-tag';

/** The list's state lives in the address (`status`, `q`, `page`): back and forward keep it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status =
    statusParam !== null && (ORDER_STATUS_VALUES as number[]).includes(Number(statusParam))
      ? Number(statusParam)
      : undefined;
  const keyword = params.get('q') ?? '';
  const pageNum = orderIdOf(params.get('page')) ?? LIMITS.firstPage;
  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return { status, keyword, pageNum, update };
}

/** My work orders (personal center): newest first, by status, searched by number or title. */
export function OrderList() {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const { status, keyword, pageNum, update } = useListParams();
  const orders = useOrders({
    pageNum,
    pageSize: LIMITS.defaultPageSize,
    status: status as never,
    keyword: keyword || undefined,
  });

  const page = orders.data;
  let body;
  if (orders.isError && !page)
    body = <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (!page) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (page.list.length === 0)
    body = (
      <div className="wo-empty">
        <p>{keyword || status !== undefined ? t('list.noMatch') : t('list.empty')}</p>
        <Link to="/support?tabIndex=2">{t('list.new')}</Link>
      </div>
    );
  else
    body = (
      <>
        <ul
          className="wo-list"
          aria-label={t('list.label')}
          aria-busy={orders.isPlaceholderData && orders.isFetching}
        >
          {page.list.map((order) => (
            <li key={order.id} className="wo-row">
              <div className="wo-row-head">
                <Link to={`/center/orders?id=${order.id}`} className="wo-row-title">
                  <span className="wo-number">{order.number}</span> {order.title}
                </Link>
                <StatusTag status={order.status} name={order.statusName} />
              </div>
              <div className="wo-row-meta">
                <span>{order.typeName}</span>
                {order.productName && <span>{order.productName}</span>}
                <span>
                  {t('list.created')}{' '}
                  <time dateTime={order.createTime}>
                    {formatDate(order.createTime, lang, true)}
                  </time>
                </span>
                {order.replyTime && (
                  <span>
                    {t('list.replied')}{' '}
                    <time dateTime={order.replyTime}>
                      {formatDate(order.replyTime, lang, true)}
                    </time>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
        <Pager
          current={page.pageNum}
          pageSize={page.pageSize}
          total={page.total}
          onChange={(next) => update({ page: String(next) })}
          totalText={t('list.total', { count: page.total })}
        />
      </>
    );

  return (
    <div className="wo-center">
      <div className="wo-toolbar">
        <div className="wo-filters" role="group" aria-label={t('list.filter')}>
          {[undefined, ...ORDER_STATUS_VALUES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className={status === value ? 'wo-filter is-current' : 'wo-filter'}
              aria-pressed={status === value}
              onClick={() =>
                update({ status: value === undefined ? null : String(value), page: null })
              }
            >
              {value === undefined ? t('list.all') : t(`status.${value}`)}
            </button>
          ))}
        </div>
        <ListSearch
          value={keyword}
          onSearch={(value) => update({ q: value, page: null })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          buttonText={t('list.search')}
          className="wo-search"
        />
        <Link to="/support?tabIndex=2" className="wo-new-link">
          {t('list.new')}
        </Link>
      </div>
      {body}
    </div>
  );
}
