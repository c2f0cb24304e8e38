import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SOLUTION_PATHS, type Lang, type Page, type SolutionCaseSummary } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { CaseListQuery } from '../types';

/**
 * GET /front/solutionCase/solutionCaseList?pageNum&pageSize&keyword&industryId&productId
 * (public): newest first.
 */
export function getCaseList(query: CaseListQuery): Promise<Page<SolutionCaseSummary>> {
  return call(SOLUTION_PATHS.caseList, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
      industryId: query.industryId,
      productId: query.productId,
    },
  });
}

export function caseListQueryOptions(query: CaseListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['solutions', 'list', lang, query] as const,
    queryFn: () => getCaseList(query),
    placeholderData: keepPreviousData,
  });
}

export function useCaseList(query: CaseListQuery) {
  return useQuery(caseListQueryOptions(query, useLang()));
}
