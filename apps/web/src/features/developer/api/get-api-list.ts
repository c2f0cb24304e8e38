import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { ApiEntry } from '../types';

/**
 * GET /front/api/apiList?categoryId= (login, section `developer`): the API entries of a category
 * and the categories below it (the whole reference without one).
 */
export function getApiList(categoryId: number | null): Promise<ApiEntry[]> {
  return api.get<ApiEntry[]>(CATALOGUE_ROUTES.apiList, { categoryId: categoryId ?? undefined });
}

export function apiListQueryOptions(categoryId: number | null, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'apis', lang, categoryId] as const,
    queryFn: () => getApiList(categoryId),
  });
}

export function useApiList(categoryId: number | null, enabled = true) {
  return useQuery({ ...apiListQueryOptions(categoryId, useLang()), enabled });
}
