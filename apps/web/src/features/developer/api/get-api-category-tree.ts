import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type ClassificationNode, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

/** GET /front/fcategroy/queryCategoryJson (login, section `developer`): the API category tree. */
export function getApiCategoryTree(): Promise<ClassificationNode[]> {
  return api.get<ClassificationNode[]>(CATALOGUE_ROUTES.apiCategoryTree);
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
