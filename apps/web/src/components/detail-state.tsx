import type { ReactNode } from 'react';
import { Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFound } from '../lib/api-error';
import { QueryError } from './query-error';

interface Props<T> {
  /** The id of the address; null (missing or malformed) says "not found" without a call. */
  id: number | null;
  /** The detail's query; "not found" when it answers A0078. */
  query: UseQueryResult<T>;
  /** The page's heading while there is no detail to give it its own (hidden while loading). */
  title: string;
  /** What "not found" says. */
  missingText: string;
  /** Lines of the loading skeleton. */
  skeletonRows: number;
  /** A class for a box around the heading and the state, where the page's layout wants one. */
  className?: string;
  /** The detail itself, once it loaded. */
  children: (data: T) => ReactNode;
}

/**
 * The states of a detail page (article, notice, material, case): not found, loading, failed (no
 * permission or retry; the toast has said why), then the detail.
 */
export function DetailState<T>({
  id,
  query,
  title,
  missingText,
  skeletonRows,
  className,
  children,
}: Props<T>) {
  let state: ReactNode;
  if (id === null || (query.isError && isNotFound(query.error))) {
    state = (
      <>
        <h1>{title}</h1>
        <Empty description={missingText} />
      </>
    );
  } else if (query.isPending) {
    state = (
      <>
        <h1 className="visually-hidden">{title}</h1>
        <Skeleton active paragraph={{ rows: skeletonRows }} />
      </>
    );
  } else if (query.isError) {
    state = (
      <>
        <h1>{title}</h1>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  } else {
    return children(query.data);
  }
  return className ? <div className={className}>{state}</div> : state;
}
