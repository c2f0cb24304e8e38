import { useQuery } from '@tanstack/react-query';
import { ORDER_PATHS } from '@seuiot/contract';
import { buildUrl } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { ordersKey } from './keys';

/** GET /front/forder/getMsg?id (login): one of my orders, its conversation oldest first. */
export function getOrder(id: number) {
  return call(ORDER_PATHS.detail, { query: { id } });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: ordersKey.detail(useLang(), id),
    queryFn: () => getOrder(id),
    staleTime: 0,
  });
}

/**
 * The address of an attachment (`url` is after the API prefix): a download, or with `preview` the
 * inline body (PDFs carry the viewer's username watermark, added by the server).
 */
export function attachmentUrl(url: string, preview: boolean): string {
  const full = buildUrl(url);
  return preview ? `${full}${full.includes('?') ? '&' : '?'}isPreview=1` : full;
}
