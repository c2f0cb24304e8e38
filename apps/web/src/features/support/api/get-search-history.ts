import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { SearchRecord } from '../types';

export const SEARCH_HISTORY_KEY = ['support', 'history'] as const;

/** GET /front/searchRecord/searchRecordHistory (login): my recent FAQ searches, newest first. */
export function getSearchHistory(): Promise<SearchRecord[]> {
  return call(SUPPORT_PATHS.searchHistory, undefined, { mask: false });
}

export function searchHistoryQueryOptions(user: string | null) {
  return queryOptions({
    queryKey: [...SEARCH_HISTORY_KEY, user] as const,
    queryFn: getSearchHistory,
    staleTime: 0,
  });
}

/** Asked only for a signed-in user. */
export function useSearchHistory(user: string | null) {
  return useQuery({ ...searchHistoryQueryOptions(user), enabled: user !== null });
}
