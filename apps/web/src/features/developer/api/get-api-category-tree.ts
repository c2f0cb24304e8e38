import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type ClassificationNode, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /front/fcategroy/queryCategoryJson (login, section `developer`): the API category tree. */
export function getApiCategoryTree(): Promise<ClassificationNode[]> {
  return call(RESOURCE_PATHS.apiCategoryTree, { query: {} });
}

export function apiCategoryTreeQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'apiCategories', lang] as const,
    queryFn: getApiCategoryTree,
    staleTime: 10 * 60_000,
  });
}

export function useApiCategoryTree() {
  return useQuery(apiCategoryTreeQueryOptions(useLang()));
}
