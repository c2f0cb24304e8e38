import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import type { SearchRecord } from '../types';

export const SEARCH_HISTORY_KEY = ['support', 'history'] as const;

/** GET /front/searchRecord/searchRecordHistory (login): my recent FAQ searches, newest first. */
export function getSearchHistory(): Promise<SearchRecord[]> {
  return api.get<SearchRecord[]>(CATALOGUE_ROUTES.searchHistory, undefined, { mask: false });
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
