import { Button } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import type { OrderAttachment } from '@seuiot/contract';
import { showSuccessToast } from '../../../lib/feedback';
import { formatFileSize } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { useRemoveDraftFile } from '../api/order-actions';

/**
 * The attachments a draft already keeps, each with a remove button (the server removes the stored
 * file with its row, only while the order is a draft). The detail is fetched again afterwards.
 */
export function DraftFiles({ files }: { files: OrderAttachment[] }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const remove = useRemoveDraftFile();
  if (!files.length) return null;
  return (
    <ul className="wo-files" aria-label={t('form.savedFiles')}>
      {files.map((file) => (
        <li key={file.id}>
          <PaperClipOutlined aria-hidden />
          <span>{file.name}</span>
          <span className="wo-attachment-size">{formatFileSize(file.size, lang)}</span>
          <Button
            size="small"
            danger
            aria-label={t('form.removeFileOf', { name: file.name })}
            loading={remove.isPending && remove.variables === file.id}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(file.id, {
                onSuccess: () => showSuccessToast(t('form.fileRemoved', { name: file.name })),
              })
            }
          >
            {t('form.removeFile')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
