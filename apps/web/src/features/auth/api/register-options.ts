import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, type RegisterOptions } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** GET /user/registerOptions?apiKey=: the system a registration link locks (Stage Now: 3). */
export function useRegisterOptions(apiKey: string | null) {
  return useQuery({
    queryKey: ['auth', 'registerOptions', apiKey] as const,
    queryFn: () =>
      api.get<RegisterOptions>(ACCOUNT_ROUTES.registerOptions, { apiKey }, { mask: false }),
    enabled: !!apiKey,
    staleTime: Infinity,
    // Unanswered, the form stays open to every choice: the server locks the system anyway.
    meta: { errorToast: false },
  });
}
