import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ACCOUNT_ROUTES, type RegisterForm, type registerResultSchema } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import type { FormMutationOptions } from '../../../lib/field-errors';

export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST /front/user/register; `password` already in the cipher wire form. */
export function register(form: RegisterForm): Promise<RegisterResult> {
  return api.post<RegisterResult>(ACCOUNT_ROUTES.register, form);
}

export function useRegister(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: register });
}
