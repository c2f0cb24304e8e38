import { FILE_PATHS } from '@seuiot/contract';
import { call } from './call';

/**
 * What a shared link opens (GET /front/shareLink/openLink), as one cached query: the gate asks
 * first, and the file previews of the page read the link's watermark from the same answer.
 */
export function openLinkQuery(token: string) {
  return {
    queryKey: ['files', 'open-link', token] as const,
    queryFn: () => call(FILE_PATHS.shareOpenLink, { query: { token } }),
    retry: false,
    staleTime: 60_000,
    meta: { errorToast: false },
  };
}
