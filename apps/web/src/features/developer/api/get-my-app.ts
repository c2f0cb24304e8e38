import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';

/** GET /front/fapps/detail?id: one of my apps (working copy, live listing, latest review). */
export function getMyApp(id: number, lang: Lang) {
  return call(APP_PATHS.detail, { query: { id, lang } });
}

export function myAppQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: [...MY_APPS_KEY, 'detail', id, lang] as const,
    queryFn: () => getMyApp(id, lang),
  });
}

export function useMyApp(id: number | null) {
  const lang = useLang();
  return useQuery({ ...myAppQueryOptions(id ?? 0, lang), enabled: id !== null });
}
