import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { useCountdown } from '../../../lib/use-countdown';
import { useIsMobile } from '../../../lib/use-media-query';

interface Props {
  /** Goes to the home page (when the countdown ends, or at once from the button). */
  onGo: () => void;
}

/** After registration (spec 2.6): the account awaits review; home in 5 s, or now. */
export function RegisterSuccessDialog({ onGo }: Props) {
  const { t } = useTranslation('account');
  const isMobile = useIsMobile();
  const countdown = useCountdown(onGo);
  const { start } = countdown;

  useEffect(() => {
    start(LIMITS.registerCountdownSeconds);
  }, [start]);

  return (
    <Modal
      open
      centered
      width={isMobile ? '100%' : '30%'}
      title={t('register.doneTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onGo}>
          {t('register.goHome')}
        </Button>
      }
    >
      <p>{t('register.doneContent')}</p>
      <p role="status" aria-live="polite">
        {t('register.countdown', { seconds: countdown.remaining })}
      </p>
    </Modal>
  );
}
