import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, SOLUTION_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { Industry } from '../types';

/** GET /front/solutionCase/industry (public). */
export function getIndustries(): Promise<Industry[]> {
  return call(SOLUTION_PATHS.industries, { query: {} });
}

export function useIndustries() {
  const lang = useLang();
  return useQuery(
    queryOptions({
      queryKey: ['devices', 'industries', lang] as const,
      queryFn: getIndustries,
      staleTime: 5 * 60_000,
    }),
  );
}

/**
 * The models an industry uses: those named by its solution cases (GET
 * /front/solutionCase/solutionCaseList?industryId=, one page of the largest size).
 */
export async function getIndustryModels(industryId: number): Promise<Set<number>> {
  const page = await call(SOLUTION_PATHS.caseList, {
    query: {
      industryId,
      pageNum: LIMITS.firstPage,
      pageSize: LIMITS.maxPageSize,
    },
  });
  return new Set(page.list.flatMap((item) => item.devices.map((device) => device.id)));
}

export function useIndustryModels(industryId: number | null) {
  return useQuery({
    queryKey: ['devices', 'industryModels', industryId] as const,
    queryFn: () => getIndustryModels(industryId ?? 0),
    enabled: industryId !== null,
    staleTime: 5 * 60_000,
  });
}
