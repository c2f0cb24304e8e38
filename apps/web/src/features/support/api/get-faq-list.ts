import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { Faq, FaqListQuery } from '../types';

/**
 * GET /front/article/articleList?kind=faq&keyword&pageNum&pageSize (public): FAQ, searched by a
 * substring of the question or answer, so Chinese and English keywords both work. For a signed-in
 * user the server also records the search (first page with a keyword) in the search history.
 */
export function getFaqList(query: FaqListQuery): Promise<Page<Faq>> {
  return call(SUPPORT_PATHS.articleList, {
    query: {
      kind: 'faq',
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
    },
  });
}

/** `user` is part of the key: the same search after logging in is asked again, and recorded. */
export function faqListQueryOptions(query: FaqListQuery, lang: Lang, user: string | null) {
  return queryOptions({
    queryKey: ['support', 'faq', lang, user, query] as const,
    queryFn: () => getFaqList(query),
    placeholderData: keepPreviousData,
  });
}

export function useFaqList(query: FaqListQuery, user: string | null) {
  return useQuery(faqListQueryOptions(query, useLang(), user));
}
