import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type CodeType } from '@seuiot/contract';
import { call } from './call';

export interface SendCodeInput {
  /** sms: the phone (domestic edition); email: the e-mail address (overseas edition). */
  channel: 'sms' | 'email';
  target: string;
  type: CodeType;
}

/**
 * POST /mobileCode/send {phone, type} or POST /emailCode/send {email, type}; `resendAfter` of the
 * answer: seconds until the server accepts the next send to this target.
 */
export function sendCode({ channel, target, type }: SendCodeInput) {
  return channel === 'sms'
    ? call(ACCOUNT_PATHS.sendMobileCode, { body: { phone: target, type } })
    : call(ACCOUNT_PATHS.sendEmailCode, { body: { email: target, type } });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
