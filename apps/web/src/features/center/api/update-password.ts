import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { FormMutationOptions } from '../../../lib/field-errors';

/**
 * POST /front/user/updatePassword {oldPassword, newPassword}, both in the cipher wire form (the
 * spec lists GET; a password never goes in a URL). The server ends the account's other sessions.
 */
export function updatePassword(input: { oldPassword: string; newPassword: string }) {
  return call(ACCOUNT_PATHS.updatePassword, { body: input });
}

export function useUpdatePassword(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: updatePassword });
}
