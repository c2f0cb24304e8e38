import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_PATHS, LIMITS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';
import { keepPageOf } from './keep-page';

/** GET /front/fappsver/appsverlist: a page of an app's versions, highest first. */
export function getVersions(appId: number, pageNum: number, pageSize: number, lang: Lang) {
  return call(APP_PATHS.versionList, { query: { appId, pageNum, pageSize, lang } });
}

export function versionsQueryOptions(appId: number, pageNum: number, lang: Lang) {
  const pageSize = LIMITS.defaultPageSize;
  const list = [...MY_APPS_KEY, 'versions', appId, lang, pageSize] as const;
  return queryOptions({
    queryKey: [...list, pageNum] as const,
    queryFn: () => getVersions(appId, pageNum, pageSize, lang),
    placeholderData: keepPageOf(list),
  });
}

export function useVersions(appId: number, pageNum: number) {
  return useQuery(versionsQueryOptions(appId, pageNum, useLang()));
}
