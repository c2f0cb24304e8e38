import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, type RegisterForm } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

export interface RegisterResult {
  username: string;
  status: 'pending';
}

/** POST /front/user/register; `password` already in the cipher wire form. */
export function register(form: RegisterForm): Promise<RegisterResult> {
  return api.post<RegisterResult>(ACCOUNT_ROUTES.register, form);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
