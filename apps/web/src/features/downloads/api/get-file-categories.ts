import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_PATHS, type ClassificationNode, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /material/getFileCtg (login, section `download`): the download centre's folder tree. */
export function getFileCategories(): Promise<ClassificationNode[]> {
  return call(DOWNLOAD_PATHS.fileCategories, { query: {} });
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
