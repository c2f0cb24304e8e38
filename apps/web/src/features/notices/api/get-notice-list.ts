import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_PATHS, type Lang, type NoticeListQuery } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /front/home/getAllNoticeList?pageNum&pageSize&title (public). */
export function getNoticeList(query: NoticeListQuery) {
  return call(NOTICE_PATHS.list, {
    query: { pageNum: query.pageNum, pageSize: query.pageSize, title: query.title || undefined },
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
