import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useAppList, type AppChannel } from '../api/get-app-list';
import type { AppListQuery } from '../types';
import { AppCard } from './app-card';
import { Pager } from '../../../components/pager';

interface Props {
  channel: AppChannel;
  query: AppListQuery;
  onPage: (pageNum: number) => void;
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
}

/** A page of apps as cards, with the total, server paging, and loading/empty/error states. */
export function AppList({ channel, query, onPage, label, emptyText }: Props) {
  const { t } = useTranslation('catalogue');
  const list = useAppList(channel, query);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <div className={list.isPlaceholderData ? 'is-loading' : undefined} aria-busy={list.isFetching}>
      <p className="list-total" role="status">
        {t('app.total', { count: list.data.total })}
      </p>
      <ul className="mk-cards" aria-label={label}>
        {list.data.list.map((app) => (
          <AppCard key={app.id} app={app} />
        ))}
      </ul>
      <Pager
        current={list.data.pageNum}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onChange={onPage}
      />
    </div>
  );
}
