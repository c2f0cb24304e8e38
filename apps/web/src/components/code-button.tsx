import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CodeType } from '@seuiot/contract';
import { isApiError } from '../lib/api-error';
import { showSuccessToast } from '../lib/feedback';
import { useCountdown } from '../lib/use-countdown';
import { useSendCode } from '../lib/send-code';
import './code-button.css';

interface Props {
  channel: 'sms' | 'email';
  type: CodeType;
  /** Checks the phone or e-mail field and answers its value, or null when it is not valid. */
  target: () => Promise<string | null>;
  /** Id of the code input this button serves, for assistive technology. */
  controls?: string;
}

/** Seconds the server asks to wait, from a send or from A0079 (data.resendAfter). */
export function resendAfterOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const seconds = (value as { resendAfter?: unknown }).resendAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * The send-code button (spec 4): idle; after a send, disabled with a countdown for the resend
 * wait (30 s, or what the server says); then idle again. A send the server finds too early
 * (A0079) starts the countdown with the seconds it names, after the usual error toast.
 */
export function CodeButton({ channel, type, target, controls }: Props) {
  const { t } = useTranslation('account');
  const countdown = useCountdown();
  const send = useSendCode();
  const waiting = countdown.remaining > 0;

  const onClick = async () => {
    const value = await target();
    if (value === null) return;
    send.mutate(
      { channel, target: value, type },
      {
        onSuccess: (answer) => {
          countdown.start(resendAfterOf(answer) ?? LIMITS.codeResendSeconds);
          showSuccessToast(t(channel === 'sms' ? 'code.sentSms' : 'code.sentEmail'));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'A0079') {
            const seconds = resendAfterOf(error.data);
            if (seconds) countdown.start(seconds);
          }
        },
      },
    );
  };

  return (
    <Button
      onClick={() => void onClick()}
      disabled={waiting}
      loading={send.isPending}
      aria-controls={controls}
      className="code-button"
    >
      {waiting ? t('code.resendIn', { seconds: countdown.remaining }) : t('code.send')}
    </Button>
  );
}
