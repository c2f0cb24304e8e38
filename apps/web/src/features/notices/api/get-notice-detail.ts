import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_PATHS, type Lang } from '@seuiot/contract';
import { isNotFound } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /front/home/noticeDetail?id= (public); A0078 when missing or not visible. */
export function getNoticeDetail(id: number) {
  return call(NOTICE_PATHS.detail, { query: { id } });
}

export function noticeDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['notices', 'detail', lang, id] as const,
    queryFn: () => getNoticeDetail(id),
    // The page shows a missing notice itself; other failures get the usual toast.
    meta: { errorToast: (error: unknown) => !isNotFound(error) },
  });
}

export function useNoticeDetail(id: number | null) {
  const lang = useLang();
  return useQuery({ ...noticeDetailQueryOptions(id ?? 0, lang), enabled: id !== null });
}
