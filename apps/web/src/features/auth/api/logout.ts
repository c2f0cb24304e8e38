import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** POST /user/logout: the server clears both cookies. */
export function logout() {
  return call(AUTH_PATHS.logout);
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { errorToast: false } });
}
