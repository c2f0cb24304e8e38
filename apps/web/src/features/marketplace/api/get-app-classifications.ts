import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { AppClassification } from '../types';

/** GET /front/apps/classification (public): the market's categories. */
export function getAppClassifications(): Promise<AppClassification[]> {
  return call(MARKET_PATHS.appClassification, { query: {} });
}

export function appClassificationsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['marketplace', 'classifications', lang] as const,
    queryFn: getAppClassifications,
    staleTime: 5 * 60_000,
  });
}

export function useAppClassifications() {
  return useQuery(appClassificationsQueryOptions(useLang()));
}
