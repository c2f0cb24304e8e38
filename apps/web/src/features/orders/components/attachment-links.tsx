import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import type { OrderAttachment } from '@seuiot/contract';
import { formatFileSize } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-media-query';
import { attachmentUrl } from '../api/get-order';

const FilePreview = lazy(() =>
  import('../../../components/file-preview').then((module) => ({ default: module.FilePreview })),
);

/**
 * The files of an order or a reply: each downloads; images open in the portal's preview under
 * the username watermark, PDFs in the browser's viewer with the server's watermark (spec 6, 9).
 */
export function AttachmentLinks({ files }: { files: OrderAttachment[] }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const mobile = useIsMobile();
  const { user } = useSession();
  const [image, setImage] = useState<OrderAttachment | null>(null);
  if (!files.length) return null;

  const preview = (file: OrderAttachment) => {
    if (file.mime === 'application/pdf') {
      const url = attachmentUrl(file.url, true);
      if (mobile) window.location.assign(url);
      else window.open(url, '_blank', 'noopener');
      return;
    }
    setImage(file);
  };

  return (
    <>
      <ul className="wo-files" aria-label={t('detail.files')}>
        {files.map((file) => (
          <li key={file.id}>
            <PaperClipOutlined aria-hidden />
            <a href={attachmentUrl(file.url, false)} download={file.name}>
              {file.name}
            </a>
            <span className="wo-attachment-size">{formatFileSize(file.size, lang)}</span>
            {file.previewable && (
              <Button
                size="small"
                aria-label={t('detail.previewOf', { name: file.name })}
                onClick={() => preview(file)}
              >
                {t('detail.preview')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {image && (
        <Suspense fallback={null}>
          <FilePreview
            file={{
              name: image.name,
              type: image.name.split('.').pop() ?? 'png',
              url: attachmentUrl(image.url, true),
            }}
            watermark={user?.username}
            onClose={() => setImage(null)}
          />
        </Suspense>
      )}
    </>
  );
}
