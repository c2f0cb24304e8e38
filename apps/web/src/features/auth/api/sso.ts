import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** GET /sso/partner?apiKey=: the partner's name; A0070 for an unknown key. */
export function getSsoPartner(apiKey: string): Promise<{ name: string }> {
  return api.get<{ name: string }>(ACCOUNT_ROUTES.ssoPartner, { apiKey }, { mask: false });
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
export function authorizeSso(input: { apiKey: string; redirectUrl: string }): Promise<{
  url: string;
}> {
  return api.post<{ url: string }>(ACCOUNT_ROUTES.ssoAuthorize, input);
}
