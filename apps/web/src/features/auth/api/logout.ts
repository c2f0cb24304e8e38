import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** POST /user/logout: the server clears both cookies. */
export function logout(): Promise<unknown> {
  return api.post<unknown>(ROUTES.logout);
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { errorToast: false } });
}
