import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ACCOUNT_ROUTES, type codeSentSchema, type CodeType } from '@seuiot/contract';
import { api } from './api-client';

export interface SendCodeInput {
  /** sms: the phone (domestic edition); email: the e-mail address (overseas edition). */
  channel: 'sms' | 'email';
  target: string;
  type: CodeType;
}

/** `resendAfter`: seconds until the server accepts the next send to this target. */
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /mobileCode/send {phone, type} or POST /emailCode/send {email, type}. */
export function sendCode({ channel, target, type }: SendCodeInput): Promise<CodeSent> {
  return channel === 'sms'
    ? api.post<CodeSent>(ACCOUNT_ROUTES.sendMobileCode, { phone: target, type })
    : api.post<CodeSent>(ACCOUNT_ROUTES.sendEmailCode, { email: target, type });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
