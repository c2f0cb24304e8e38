import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOLUTION_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { Industry } from '../types';

/** GET /front/solutionCase/industry (public). */
export function getIndustries(): Promise<Industry[]> {
  return call(SOLUTION_PATHS.industries, { query: {} });
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
