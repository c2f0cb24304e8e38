import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type Lang, type NoticeSummary } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

export const LATEST_NOTICE_COUNT = 5;

/** GET /front/home/newNoticeList?size=5 (public). */
export function getNewNotices(size: number = LATEST_NOTICE_COUNT): Promise<NoticeSummary[]> {
  return api.get<NoticeSummary[]>(ROUTES.newNotices, { size });
}

export function newNoticesQueryOptions(lang: Lang, size: number = LATEST_NOTICE_COUNT) {
  return queryOptions({
    queryKey: ['notices', 'latest', lang, size] as const,
    queryFn: () => getNewNotices(size),
  });
}

export function useNewNotices(size: number = LATEST_NOTICE_COUNT) {
  const lang = useLang();
  return useQuery(newNoticesQueryOptions(lang, size));
}
