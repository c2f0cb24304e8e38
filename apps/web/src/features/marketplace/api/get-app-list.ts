import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_PATHS, type AppSummary, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { AppListQuery } from '../types';

/** Which list: the market (`appList`) or the ecosystem software (`ecologicalSoftware`). */
export type AppChannel = 'market' | 'ecology';

/**
 * GET /front/apps/appList or /front/apps/ecologicalSoftware
 * ?pageNum&pageSize&keyword&classificationId&productId&chargeType (public): newest first.
 */
export function getAppList(channel: AppChannel, query: AppListQuery): Promise<Page<AppSummary>> {
  return call(channel === 'market' ? MARKET_PATHS.appList : MARKET_PATHS.ecologicalSoftware, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
      classificationId: query.classificationId,
      productId: query.productId,
      chargeType: query.chargeType,
    },
  });
}

export function appListQueryOptions(channel: AppChannel, query: AppListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['marketplace', channel, lang, query] as const,
    queryFn: () => getAppList(channel, query),
    placeholderData: keepPreviousData,
  });
}

export function useAppList(channel: AppChannel, query: AppListQuery, enabled = true) {
  return useQuery({ ...appListQueryOptions(channel, query, useLang()), enabled });
}
