import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /dataDictionary/getAppTypeAll: the app categories, `name` in the request language. */
export function getAppCategories(lang: Lang) {
  return call(APP_PATHS.categories, { query: { lang } });
}

export function appCategoriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'appCategories', lang] as const,
    queryFn: () => getAppCategories(lang),
    staleTime: 10 * 60_000,
  });
}

export function useAppCategories() {
  return useQuery(appCategoriesQueryOptions(useLang()));
}
