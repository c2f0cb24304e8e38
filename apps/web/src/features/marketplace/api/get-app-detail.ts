import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { isNotFound } from '../../../lib/api-error';
import { useLang } from '../../../lib/i18n';
import type { AppDetail } from '../types';

/** GET /front/apps/detailApp?id= (public): A0078 for an app that is missing or not released. */
export function getAppDetail(id: number): Promise<AppDetail> {
  return call(MARKET_PATHS.appDetail, { query: { id } });
}

export function appDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['marketplace', 'detail', lang, id] as const,
    queryFn: () => getAppDetail(id),
    meta: { errorToast: (error: unknown) => !isNotFound(error) },
  });
}

export function useAppDetail(id: number) {
  return useQuery(appDetailQueryOptions(id, useLang()));
}
