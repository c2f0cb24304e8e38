import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Page } from '@seuiot/contract';
import { errorText } from './errors';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/**
 * The props of an antd Table showing one page of a list call: rows, loading, the empty or error
 * text, and paging that asks for another page.
 */
export function pagedTable<T>(
  t: TFunction,
  list: UseQueryResult<Page<T>>,
  page: PageState,
  setPage: (p: PageState) => void,
) {
  return {
    loading: list.isFetching,
    dataSource: list.data?.list ?? [],
    locale: { emptyText: list.isError ? errorText(t, list.error) : t('common.empty') },
    pagination: {
      current: page.pageNum,
      pageSize: page.pageSize,
      total: list.data?.total ?? 0,
      onChange: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
    },
  };
}
