import { useQuery } from '@tanstack/react-query';
import { CONSOLE_ROUTES, type StaffMe } from '@seuiot/contract';
import { api } from './api';

export const ME_KEY = ['console', 'me'] as const;

/** The staff member of the session and the sign-in step due (an error: not signed in). */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => api<StaffMe>('GET', CONSOLE_ROUTES.me),
    retry: false,
    staleTime: 60_000,
  });
}
