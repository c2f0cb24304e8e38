import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

export const LATEST_NOTICE_COUNT = 5;

/** GET /front/home/newNoticeList?size=5 (public). */
export function getNewNotices(size: number = LATEST_NOTICE_COUNT) {
  return call(NOTICE_PATHS.latest, { query: { size } });
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
