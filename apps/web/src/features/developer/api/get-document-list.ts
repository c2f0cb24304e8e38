import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ArticleSummary, DocumentListQuery } from '../types';

/**
 * GET /front/article/articleList?kind=document&keyword&pageNum&pageSize (login, section
 * `developer`): the document list of /articleWendan.
 */
export function getDocumentList(query: DocumentListQuery): Promise<Page<ArticleSummary>> {
  return call(SUPPORT_PATHS.articleList, {
    query: {
      kind: 'document',
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
    },
  });
}

export function documentListQueryOptions(query: DocumentListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'documents', 'list', lang, query] as const,
    queryFn: () => getDocumentList(query),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentList(query: DocumentListQuery) {
  return useQuery(documentListQueryOptions(query, useLang()));
}
