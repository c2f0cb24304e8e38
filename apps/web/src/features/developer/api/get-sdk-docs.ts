import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ArticleSummary, DocumentListQuery } from '../types';

/**
 * GET /front/fsdk/wendang?keyword&pageNum&pageSize (login, section `developer`): the developer
 * documents, for the documents section of /developer.
 */
export function getSdkDocs(query: DocumentListQuery): Promise<Page<ArticleSummary>> {
  return call(RESOURCE_PATHS.sdkDocs, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
    },
  });
}

export function sdkDocsQueryOptions(query: DocumentListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'documents', 'wendang', lang, query] as const,
    queryFn: () => getSdkDocs(query),
    placeholderData: keepPreviousData,
  });
}

export function useSdkDocs(query: DocumentListQuery) {
  return useQuery(sdkDocsQueryOptions(query, useLang()));
}
