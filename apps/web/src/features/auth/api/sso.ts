import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** GET /sso/partner?apiKey=: the partner's name; A0070 for an unknown key. */
export function getSsoPartner(apiKey: string) {
  return call(ACCOUNT_PATHS.ssoPartner, { query: { apiKey } }, { mask: false });
}

export function useSsoPartner(apiKey: string) {
  return useQuery({
    queryKey: ['auth', 'ssoPartner', apiKey] as const,
    queryFn: () => getSsoPartner(apiKey),
    retry: false,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

/** POST /sso/authorize {apiKey, redirectUrl} (logged in): the partner address with a ticket. */
export function authorizeSso(input: { apiKey: string; redirectUrl: string }) {
  return call(ACCOUNT_PATHS.ssoAuthorize, { body: input });
}
