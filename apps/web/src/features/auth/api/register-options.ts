import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** GET /user/registerOptions?apiKey=: the system a registration link locks (Stage Now: 3). */
export function useRegisterOptions(apiKey: string | null) {
  return useQuery({
    queryKey: ['auth', 'registerOptions', apiKey] as const,
    queryFn: () =>
      call(ACCOUNT_PATHS.registerOptions, { query: { apiKey: apiKey ?? '' } }, { mask: false }),
    enabled: !!apiKey,
    staleTime: Infinity,
    // Unanswered, the form stays open to every choice: the server locks the system anyway.
    meta: { errorToast: false },
  });
}
