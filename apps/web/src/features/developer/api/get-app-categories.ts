import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { AppCategory } from '../app-types';

/** GET /dataDictionary/getAppTypeAll: the app categories, `name` in the request language. */
export function getAppCategories(lang: Lang): Promise<AppCategory[]> {
  return api.get<AppCategory[]>(APP_ROUTES.categories, { lang });
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
