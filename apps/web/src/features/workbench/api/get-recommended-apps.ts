import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

export const RECOMMENDED_APPS = 8;

/** GET /front/home/boutiqueApplication?size= (public): recommended apps. */
export function getRecommendedApps(size = RECOMMENDED_APPS) {
  return call(WORKBENCH_PATHS.recommendedApps, { query: { size } });
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
