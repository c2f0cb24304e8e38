import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_ROUTES, type MyAppListQuery } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { MyAppPage } from '../app-types';
import { keepPageOf } from './keep-page';

/** Every query of my apps, their details and versions: what a write makes stale. */
export const MY_APPS_KEY = ['developer', 'apps'] as const;

/**
 * GET /front/fapps/appslist: a page of my apps, newest first, filtered by review and shelf
 * status, with the review clock.
 */
export function getMyApps(query: MyAppListQuery): Promise<MyAppPage> {
  return api.get<MyAppPage>(APP_ROUTES.appList, query);
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
