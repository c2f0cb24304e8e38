import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from 'antd';
import { LIMITS } from '@seuiot/contract';
import { readPage, withParams } from '../../../lib/search-params';

/**
 * Paging for the developer calls that answer a whole list (API entries of a category, SDKs, test
 * packages): 10 at a time, the page in the address like the server-paged lists.
 */
export function useClientPages<T>(items: readonly T[]): { rows: readonly T[]; pager: ReactNode } {
  const [params, setParams] = useSearchParams();
  const size = LIMITS.defaultPageSize;
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(readPage(params.get('pageNum')), pages);
  return {
    rows: items.slice((current - 1) * size, current * size),
    pager: (
      <Pagination
        className="list-pagination"
        align="center"
        current={current}
        pageSize={size}
        total={items.length}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(next) => setParams(withParams(params, { pageNum: next }))}
      />
    ),
  };
}
