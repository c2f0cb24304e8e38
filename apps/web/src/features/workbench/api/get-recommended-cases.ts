import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang, type SolutionCaseSummary } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

export const RECOMMENDED_CASES = 6;

/** GET /front/home/recCaseList?size= (public): recommended solution cases. */
export function getRecommendedCases(size = RECOMMENDED_CASES): Promise<SolutionCaseSummary[]> {
  return api.get<SolutionCaseSummary[]>(CATALOGUE_ROUTES.recCaseList, { size });
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
