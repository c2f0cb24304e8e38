import { useState } from 'react';
import { Button, Progress, Upload } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { formatFileSize } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { ATTACHMENT_ACCEPT, attachmentProblem, type AttachmentProblem } from '../order-logic';

interface Props {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Percent of the request sent, while it is being sent. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * Up to `orderAttachmentsMax` files for an order or a reply: antd Upload picks them (type and size
 * checked before a byte is sent), they go with the request, and a progress bar shows the bytes
 * sent. The server checks them again by their bytes.
 */
export function AttachmentPicker({ id, files, onChange, progress, disabled }: Props) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const [refused, setRefused] = useState<{ name: string; problem: AttachmentProblem }[]>([]);
  const sending = progress !== null;

  const add = (picked: File[]) => {
    const accepted: File[] = [];
    const problems: { name: string; problem: AttachmentProblem }[] = [];
    for (const file of picked) {
      const problem = attachmentProblem(file, files.length + accepted.length);
      if (problem) problems.push({ name: file.name, problem });
      else accepted.push(file);
    }
    setRefused(problems);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  return (
    <div className="wo-attachments">
      {files.length > 0 && (
        <ul className="wo-attachment-list" aria-label={t('attach.picked')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <PaperClipOutlined aria-hidden />
              <span className="wo-attachment-name">{file.name}</span>
              <span className="wo-attachment-size">{formatFileSize(file.size, lang)}</span>
              {sending ? (
                <Progress
                  className="wo-progress"
                  percent={progress}
                  size="small"
                  aria-label={t('attach.progress', { name: file.name })}
                />
              ) : (
                <Button
                  size="small"
                  disabled={disabled}
                  aria-label={t('attach.removeOf', { name: file.name })}
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                >
                  {t('attach.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <ul className="wo-attachment-refused" role="alert">
          {refused.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {t(`attach.problem.${item.problem}`, {
                name: item.name,
                max: LIMITS.orderAttachmentsMax,
                size: `${LIMITS.orderAttachmentMaxMb} MB`,
              })}
            </li>
          ))}
        </ul>
      )}
      {files.length < LIMITS.orderAttachmentsMax && !sending && (
        <Upload
          accept={ATTACHMENT_ACCEPT}
          multiple
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file, list) => {
            // antd calls this once per file of a multiple pick: take the whole pick once.
            if (file === list[0]) add(list);
            return false;
          }}
        >
          <Button id={id} icon={<PaperClipOutlined aria-hidden />} disabled={disabled}>
            {t('attach.choose')}
          </Button>
        </Upload>
      )}
      <p className="wo-hint">
        {t('attach.rule', {
          max: LIMITS.orderAttachmentsMax,
          size: `${LIMITS.orderAttachmentMaxMb} MB`,
        })}
      </p>
    </div>
  );
}
