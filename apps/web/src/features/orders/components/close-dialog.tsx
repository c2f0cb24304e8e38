import { useState } from 'react';
import { Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { useIsMobile } from '../../../lib/use-media-query';

interface Props {
  open: boolean;
  /** Close and rate, or only rate (an order closed by support or by itself). */
  mode: 'close' | 'rate';
  busy: boolean;
  onCancel: () => void;
  /** score 0: closed without a rating (rating is optional, and once). */
  onConfirm: (score: number, comment: string) => void;
}

/** Close my order with a 1-5 rating and a comment (both optional on close, once). */
export function CloseDialog({ open, mode, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('orders');
  const mobile = useIsMobile();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <Modal
      open={open}
      title={mode === 'close' ? t('close.title') : t('rate.title')}
      okText={mode === 'close' ? t('close.confirm') : t('rate.confirm')}
      cancelText={t('close.cancel')}
      onCancel={onCancel}
      onOk={() => onConfirm(score, comment)}
      okButtonProps={{ disabled: busy || (mode === 'rate' && score === 0) }}
      width={mobile ? '100%' : '50%'}
      destroyOnHidden
    >
      {mode === 'close' && <p>{t('close.text')}</p>}
      <p id="wo-rate-label" className="wo-label">
        {t('rate.score')}
      </p>
      {/* No star tooltips: their popup sits outside every landmark (axe region). */}
      <Rate value={score} onChange={setScore} aria-labelledby="wo-rate-label" />
      {score > 0 && <span className="wo-rate-value">{t('rate.star', { count: score })}</span>}
      <label htmlFor="wo-rate-comment" className="wo-label">
        {t('rate.comment')}
      </label>
      <Input.TextArea
        id="wo-rate-comment"
        rows={3}
        maxLength={LIMITS.orderFieldMax}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
