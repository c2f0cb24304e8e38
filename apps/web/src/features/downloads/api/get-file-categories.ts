import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type ClassificationNode, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

/** GET /material/getFileCtg (login, section `download`): the download centre's folder tree. */
export function getFileCategories(): Promise<ClassificationNode[]> {
  return api.get<ClassificationNode[]>(CATALOGUE_ROUTES.fileCategories);
}

export function fileCategoriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['downloads', 'categories', lang] as const,
    queryFn: getFileCategories,
    staleTime: 10 * 60_000,
  });
}

export function useFileCategories() {
  return useQuery(fileCategoriesQueryOptions(useLang()));
}
