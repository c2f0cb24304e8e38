import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { AppClassification } from '../types';

/** GET /front/apps/classification (public): the market's categories. */
export function getAppClassifications(): Promise<AppClassification[]> {
  return api.get<AppClassification[]>(CATALOGUE_ROUTES.appClassification);
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
