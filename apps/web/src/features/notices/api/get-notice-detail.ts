import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type Lang, type NoticeDetail } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-error';
import { useLang } from '../../../lib/i18n';

/** GET /front/home/noticeDetail?id= (public); A0078 when missing or not visible. */
export function getNoticeDetail(id: number): Promise<NoticeDetail> {
  return api.get<NoticeDetail>(ROUTES.noticeDetail, { id });
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
