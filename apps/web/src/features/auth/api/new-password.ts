import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** Recovery step 2: POST /front/user/newPassword {grant, password (wire form)}. */
export function setNewPassword(input: { grant: string; password: string }) {
  return call(ACCOUNT_PATHS.newPassword, { body: input });
}

export function useNewPassword(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: setNewPassword });
}
