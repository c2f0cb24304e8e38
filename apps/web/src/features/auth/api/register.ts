import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type RegisterForm } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/user/register; `password` already in the cipher wire form. */
export function register(form: RegisterForm) {
  return call(ACCOUNT_PATHS.register, { body: form });
}

export function useRegister(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: register });
}
