import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { LIMITS, type Page } from '@seuiot/contract';
import { api, query } from './api';
import { errorText } from './errors';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/** Loading, rows and the empty or error text of an antd Table showing a list call's answer. */
function tableState<T>(t: TFunction, list: UseQueryResult<unknown>, rows: T[]) {
  return {
    loading: list.isFetching,
    dataSource: rows,
    locale: { emptyText: list.isError ? errorText(t, list.error) : t('common.empty') },
  };
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
    ...tableState(t, list, list.data?.list ?? []),
    pagination: {
      current: page.pageNum,
      pageSize: page.pageSize,
      total: list.data?.total ?? 0,
      onChange: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
    },
  };
}

/** The props of an antd Table showing a whole (unpaged) list call, paged in the browser. */
export function listTable<T>(t: TFunction, list: UseQueryResult<T[]>, pageSize = 10) {
  return { ...tableState(t, list, list.data ?? []), pagination: { pageSize } };
}

/** Filters of a list call besides the keyword and the page (undefined or '' are left out). */
export type ListFilters = Record<string, string | number | undefined>;

/**
 * A list screen's paged call: its filters, the keyword of its search box and the page. A new
 * keyword or filter goes back to the first page; the page shown stays while the next loads.
 * `key` starts the query key (invalidating `['console']` reloads every list).
 */
export function usePagedList<T>(
  key: readonly unknown[],
  route: string,
  filters: ListFilters = {},
  pageSize = 10,
) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize });
  const list = useQuery({
    queryKey: [...key, filters, keyword, page],
    queryFn: () => api<Page<T>>('GET', route + query({ ...filters, keyword, ...page })),
    placeholderData: keepPreviousData,
  });
  const firstPage = () => setPage((p) => ({ ...p, pageNum: 1 }));
  return {
    list,
    /** Call when a filter changes: back to the first page. */
    firstPage,
    /** The props of the antd Table. */
    table: (t: TFunction) => pagedTable(t, list, page, setPage),
    /** The props of the keyword's Input.Search, named (and hinted) by `label`. */
    search: (label: string, maxWidth = 260) => ({
      'aria-label': label,
      placeholder: label,
      allowClear: true,
      maxLength: LIMITS.consoleSearchMax,
      style: { maxWidth },
      onSearch: (v: string) => {
        setKeyword(v.trim());
        firstPage();
      },
    }),
  };
}
