import { FILE_ROUTES, type OpenedLink } from '@seuiot/contract';
import { api } from './api-client';

/**
 * What a shared link opens (GET /front/shareLink/openLink), as one cached query: the gate asks
 * first, and the file previews of the page read the link's watermark from the same answer.
 */
export function openLinkQuery(token: string) {
  return {
    queryKey: ['files', 'open-link', token] as const,
    queryFn: () => api.get<OpenedLink>(FILE_ROUTES.shareOpenLink, { token }),
    retry: false,
    staleTime: 60_000,
    meta: { errorToast: false },
  };
}
