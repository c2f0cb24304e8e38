import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { Industry } from '../types';

/** GET /front/solutionCase/industry (public). */
export function getIndustries(): Promise<Industry[]> {
  return api.get<Industry[]>(CATALOGUE_ROUTES.industries);
}

export function industriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['solutions', 'industries', lang] as const,
    queryFn: getIndustries,
    staleTime: 5 * 60_000,
  });
}

export function useIndustries() {
  return useQuery(industriesQueryOptions(useLang()));
}
