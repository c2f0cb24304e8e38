import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_ROUTES, LIMITS, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { VersionPage } from '../app-types';
import { MY_APPS_KEY } from './get-my-apps';
import { keepPageOf } from './keep-page';

/** GET /front/fappsver/appsverlist: a page of an app's versions, highest first. */
export function getVersions(
  appId: number,
  pageNum: number,
  pageSize: number,
  lang: Lang,
): Promise<VersionPage> {
  return api.get<VersionPage>(APP_ROUTES.versionList, { appId, pageNum, pageSize, lang });
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
