import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_PATHS, type MyAppListQuery } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { keepPageOf } from './keep-page';

/** Every query of my apps, their details and versions: what a write makes stale. */
export const MY_APPS_KEY = ['developer', 'apps'] as const;

/**
 * GET /front/fapps/appslist: a page of my apps, newest first, filtered by review and shelf
 * status, with the review clock.
 */
export function getMyApps(query: MyAppListQuery) {
  return call(APP_PATHS.list, { query });
}

export function myAppsQueryOptions(query: MyAppListQuery) {
  const list = [
    ...MY_APPS_KEY,
    'list',
    query.lang,
    query.reviewStatus ?? '',
    query.shelfStatus ?? '',
    query.pageSize,
  ] as const;
  return queryOptions({
    queryKey: [...list, query.pageNum] as const,
    queryFn: () => getMyApps(query),
    placeholderData: keepPageOf(list),
  });
}

export function useMyApps(query: Omit<MyAppListQuery, 'lang'>) {
  return useQuery(myAppsQueryOptions({ ...query, lang: useLang() }));
}
