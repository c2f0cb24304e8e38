import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ACCOUNT_ROUTES, type resetGrantSchema } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import type { FormMutationOptions } from '../../../lib/field-errors';

export type ResetGrant = z.infer<typeof resetGrantSchema>;

export interface CheckCodeInput {
  channel: 'sms' | 'email';
  target: string;
  codes: string;
}

/**
 * Recovery step 1: POST /front/user/checkphone {phone, codes} or /front/user/checkEmail
 * {email, codes}; the answer is the single-use grant step 2 needs.
 */
export function checkCode({ channel, target, codes }: CheckCodeInput): Promise<ResetGrant> {
  return channel === 'sms'
    ? api.post<ResetGrant>(ACCOUNT_ROUTES.checkPhone, { phone: target, codes })
    : api.post<ResetGrant>(ACCOUNT_ROUTES.checkEmail, { email: target, codes });
}

export function useCheckCode(options: FormMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: checkCode });
}
