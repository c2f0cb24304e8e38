import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { HotKeyword } from '../types';

/** GET /front/article/hotKeyWords (public): keywords offered under the FAQ search box. */
export function getHotKeywords(): Promise<HotKeyword[]> {
  return call(SUPPORT_PATHS.hotKeyWords, { query: {} });
}

export function hotKeywordsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['support', 'hotKeywords', lang] as const,
    queryFn: getHotKeywords,
    staleTime: 10 * 60_000,
  });
}

export function useHotKeywords() {
  return useQuery(hotKeywordsQueryOptions(useLang()));
}
