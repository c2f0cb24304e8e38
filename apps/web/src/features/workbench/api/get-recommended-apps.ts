import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type AppSummary, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

export const RECOMMENDED_APPS = 8;

/** GET /front/home/boutiqueApplication?size= (public): recommended apps. */
export function getRecommendedApps(size = RECOMMENDED_APPS): Promise<AppSummary[]> {
  return api.get<AppSummary[]>(CATALOGUE_ROUTES.boutiqueApplication, { size });
}

export function recommendedAppsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['workbench', 'recommendedApps', lang] as const,
    queryFn: () => getRecommendedApps(),
  });
}

export function useRecommendedApps() {
  return useQuery(recommendedAppsQueryOptions(useLang()));
}
