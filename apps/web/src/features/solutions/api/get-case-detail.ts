import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOLUTION_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { isNotFound } from '../../../lib/api-error';
import { useLang } from '../../../lib/i18n';
import type { SolutionCaseDetail } from '../types';

/**
 * GET /front/solutionCase/getCaseDetail?id= (login, section `solution`): the case with its content
 * and files; each answer counts a view. A0078 when missing, A0017 without the section.
 */
export function getCaseDetail(id: number): Promise<SolutionCaseDetail> {
  return call(SOLUTION_PATHS.caseDetail, { query: { id } });
}

export function caseDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['solutions', 'detail', lang, id] as const,
    queryFn: () => getCaseDetail(id),
    // The page says "not found" itself; A0017 keeps its toast (spec 6) and the page explains it.
    meta: { errorToast: (error: unknown) => !isNotFound(error) },
  });
}

export function useCaseDetail(id: number | null) {
  return useQuery({ ...caseDetailQueryOptions(id ?? 0, useLang()), enabled: id !== null });
}
