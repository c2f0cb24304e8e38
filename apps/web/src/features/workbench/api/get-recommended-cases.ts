import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

export const RECOMMENDED_CASES = 6;

/** GET /front/home/recCaseList?size= (public): recommended solution cases. */
export function getRecommendedCases(size = RECOMMENDED_CASES) {
  return call(WORKBENCH_PATHS.recommendedCases, { query: { size } });
}

export function recommendedCasesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['workbench', 'recommendedCases', lang] as const,
    queryFn: () => getRecommendedCases(),
  });
}

export function useRecommendedCases() {
  return useQuery(recommendedCasesQueryOptions(useLang()));
}
