import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  LIMITS,
  type CallAnswer,
  type CallAt,
  type CallPath,
  type KnownPath,
  type Page,
} from '@seuiot/contract';
import { api, query } from './api';
import { call } from './call';
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

/** The row type of a paged call of the contract, by its path. */
export type PageItem<R extends CallPath> = CallAnswer<CallAt<R>> extends Page<infer T> ? T : never;

/** A paged call of the contract (decision 0061), by its path: rows typed from its answer. */
export function usePagedCall<R extends CallPath>(
  key: readonly unknown[],
  ref: KnownPath<R>,
  filters: ListFilters = {},
  pageSize = 10,
) {
  return usePaged<PageItem<R>>(
    key,
    (params) => call(ref, { query: params } as never) as Promise<Page<PageItem<R>>>,
    filters,
    pageSize,
  );
}

/** A paged list call named by its path (the console's calls not yet described, decision 0061). */
export function usePagedList<T>(
  key: readonly unknown[],
  route: string,
  filters: ListFilters = {},
  pageSize = 10,
) {
  return usePaged<T>(
    key,
    (params) => api<Page<T>>('GET', route + query(params)),
    filters,
    pageSize,
  );
}

/**
 * A list screen's paged call: its filters, the keyword of its search box and the page. A new
 * keyword or filter goes back to the first page; the page shown stays while the next loads.
 * `key` starts the query key (invalidating `['console']` reloads every list).
 */
function usePaged<T>(
  key: readonly unknown[],
  load: (params: ListFilters) => Promise<Page<T>>,
  filters: ListFilters,
  pageSize: number,
) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize });
  const list = useQuery({
    queryKey: [...key, filters, keyword, page],
    queryFn: () => load({ ...filters, keyword, ...page }),
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
