import { useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { showSuccessToast } from '../../../lib/feedback';
import { useSubmitReply } from '../api/order-actions';
import { replyFormData } from '../order-logic';
import { AttachmentPicker } from './attachment-picker';

/** My answer on an open order: text and up to five files; it goes back to support. */
export function ReplyBox({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const reply = useSubmitReply(setProgress);

  const send = () => {
    if (!content.trim()) {
      setError(t('form.required', { field: t('reply.label') }));
      return;
    }
    setError('');
    setProgress(files.length ? 0 : null);
    reply.mutate(replyFormData(orderId, content, files), {
      onSuccess: () => {
        setContent('');
        setFiles([]);
        showSuccessToast(t('reply.sent'));
      },
      onSettled: () => setProgress(null),
    });
  };

  return (
    <section className="wo-reply" aria-labelledby="wo-reply-title">
      <h3 id="wo-reply-title">{t('reply.title')}</h3>
      <label htmlFor="wo-reply-text" className="wo-label">
        {t('reply.label')}
      </label>
      <Input.TextArea
        id="wo-reply-text"
        rows={4}
        value={content}
        maxLength={LIMITS.orderTextMax}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'wo-reply-error' : undefined}
        onChange={(event) => setContent(event.target.value)}
      />
      {error && (
        <p id="wo-reply-error" className="wo-error" role="alert">
          {error}
        </p>
      )}
      <span className="wo-label" id="wo-reply-files-label">
        {t('field.attachments')}
      </span>
      <AttachmentPicker
        id="wo-reply-files"
        files={files}
        onChange={setFiles}
        progress={progress}
        disabled={reply.isPending}
      />
      <Button type="primary" disabled={reply.isPending} onClick={send}>
        {t('reply.send')}
      </Button>
    </section>
  );
}
