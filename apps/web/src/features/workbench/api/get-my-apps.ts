import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type CallAnswer, type CallAt, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

export type MyApp = CallAnswer<CallAt<typeof WORKBENCH_PATHS.myApps>>[number];

/** GET /front/home/myApplications (login): the apps I develop, released or not. */
export function getMyApps() {
  return call(WORKBENCH_PATHS.myApps, { query: {} });
}

export function myAppsQueryOptions(lang: Lang, username: string) {
  return queryOptions({
    queryKey: ['workbench', 'myApps', lang, username] as const,
    queryFn: getMyApps,
  });
}

export function useMyApps(username: string) {
  const lang = useLang();
  return useQuery(myAppsQueryOptions(lang, username));
}
