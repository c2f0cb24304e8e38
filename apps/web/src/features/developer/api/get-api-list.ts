import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ApiEntry, ApiListQuery } from '../types';
import { keepPageOf } from './keep-page';

/**
 * GET /front/api/apiList?categoryId&pageNum&pageSize (login, section `developer`): a page of the
 * API entries of a category and the categories below it (the whole reference without one).
 */
export function getApiList(query: ApiListQuery): Promise<Page<ApiEntry>> {
  return call(RESOURCE_PATHS.apiList, {
    query: {
      categoryId: query.categoryId,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    },
  });
}

export function apiListQueryOptions(query: ApiListQuery, lang: Lang) {
  const list = ['developer', 'apis', lang, query.categoryId, query.pageSize] as const;
  return queryOptions({
    queryKey: [...list, query.pageNum] as const,
    queryFn: () => getApiList(query),
    placeholderData: keepPageOf(list),
  });
}

export function useApiList(query: ApiListQuery, enabled = true) {
  return useQuery({ ...apiListQueryOptions(query, useLang()), enabled });
}
