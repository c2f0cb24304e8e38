import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import type { FormMutationOptions } from '../../../lib/field-errors';

/**
 * POST /front/user/updatePassword {oldPassword, newPassword}, both in the cipher wire form (the
 * spec lists GET; a password never goes in a URL). The server ends the account's other sessions.
 */
export function updatePassword(input: { oldPassword: string; newPassword: string }) {
  return api.post<unknown>(ACCOUNT_ROUTES.updatePassword, input);
}

export function useUpdatePassword(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: updatePassword });
}
