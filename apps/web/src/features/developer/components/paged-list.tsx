import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Pagination, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LIMITS, type Page } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { readPage, withParams } from '../../../lib/search-params';
import { PAGER_ICONS } from '../../../components/accessible-icons';

/** The page of the address (`pageNum`, the first when missing) and the query of that page. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const pageNum = readPage(params.get('pageNum'));
  const setPage = (next: number, replace = false) =>
    setParams(withParams(params, { pageNum: next }), { replace });
  return { pageNum, pageSize: LIMITS.defaultPageSize, setPage };
}

interface Props<T> {
  /** A page of the list, asked for with `usePageParam`'s page. */
  query: UseQueryResult<Page<T>>;
  emptyText: string;
  /** The line above the rows, given the total; none when left out. */
  totalText?: (total: number) => string;
  children: (item: T) => ReactNode;
}

/**
 * A server-paged developer list (API entries, SDKs, test packages): a skeleton while the first
 * answer loads, the error with a retry, the empty text, or the rows and an antd Pagination that
 * puts the page in the address. The page on screen stays, dimmed, while the next one loads; a page
 * past the end (an old link) is replaced by the last page.
 */
export function PagedList<T>({ query, emptyText, totalText, children }: Props<T>) {
  const { setPage } = usePageParam();
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pastEnd = !!data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0;
  useEffect(() => {
    if (pastEnd) setPage(lastPage, true);
    // setPage changes with every address; the move depends only on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastEnd, lastPage]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const page = query.data;
  return (
    <div
      className={query.isPlaceholderData ? 'is-loading' : undefined}
      aria-busy={query.isFetching}
    >
      {totalText && (
        <p className="list-total" role="status">
          {totalText(page.total)}
        </p>
      )}
      {page.list.map(children)}
      <Pagination
        {...PAGER_ICONS}
        className="list-pagination"
        align="center"
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(next) => setPage(next)}
      />
    </div>
  );
}
