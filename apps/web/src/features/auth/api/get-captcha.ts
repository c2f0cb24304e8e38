import { useQuery } from '@tanstack/react-query';
import { AUTH_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** GET /user/captcha: a fresh image (one try each) and whether the next login needs it. */
export function getCaptcha() {
  return call(AUTH_PATHS.captcha, undefined, { mask: false });
}

export function useCaptcha() {
  return useQuery({
    queryKey: ['auth', 'captcha'] as const,
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // The browser's own captcha: never fetched by the server's page rendering (decision 0014).
    meta: { errorToast: false, ssr: false },
  });
}
