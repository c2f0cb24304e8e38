import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ROUTES,
  type Lang,
  type NoticeListQuery,
  type NoticeSummary,
  type Page,
} from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

/** GET /front/home/getAllNoticeList?pageNum&pageSize&title (public). */
export function getNoticeList(query: NoticeListQuery): Promise<Page<NoticeSummary>> {
  return api.get<Page<NoticeSummary>>(ROUTES.noticeList, {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    title: query.title || undefined,
  });
}

export function noticeListQueryOptions(query: NoticeListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['notices', 'list', lang, query] as const,
    queryFn: () => getNoticeList(query),
    placeholderData: keepPreviousData,
  });
}

export function useNoticeList(query: NoticeListQuery) {
  const lang = useLang();
  return useQuery(noticeListQueryOptions(query, lang));
}
