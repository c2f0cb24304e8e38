import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { FormMutationOptions } from '../../../lib/field-errors';

export interface CheckCodeInput {
  channel: 'sms' | 'email';
  target: string;
  codes: string;
}

/**
 * Recovery step 1: POST /front/user/checkphone {phone, codes} or /front/user/checkEmail
 * {email, codes}; the answer is the single-use grant step 2 needs.
 */
export function checkCode({ channel, target, codes }: CheckCodeInput) {
  return channel === 'sms'
    ? call(ACCOUNT_PATHS.checkPhone, { body: { phone: target, codes } })
    : call(ACCOUNT_PATHS.checkEmail, { body: { email: target, codes } });
}

export function useCheckCode(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: checkCode });
}
