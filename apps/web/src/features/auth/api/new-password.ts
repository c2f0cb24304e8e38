import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** Recovery step 2: POST /front/user/newPassword {grant, password (wire form)}. */
export function setNewPassword(input: { grant: string; password: string }): Promise<unknown> {
  return api.post<unknown>(ACCOUNT_ROUTES.newPassword, input);
}

export function useNewPassword(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: setNewPassword });
}
