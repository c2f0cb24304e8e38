import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/use-media-query';
import { previewKind } from './file-preview-kind';
import { ImageViewer } from './image-viewer';
import { Watermark } from './watermark';
import './file-preview.css';

export { needsPreviewConfirm, previewKind, type PreviewKind } from './file-preview-kind';

export interface PreviewFile {
  name: string;
  /** The format as lists show it (fileType). */
  type: string;
  url: string;
}

export interface FilePreviewProps {
  /** The file to show, or null for none. PDF and unsupported formats are the caller's. */
  file: PreviewFile | null;
  /** The username watermark of spec 6. */
  watermark?: string;
  onClose: () => void;
}

/**
 * The file preview of spec 2.7: an image in the image viewer, a video in a dialog; both under
 * the watermark when one is given. Renders nothing for other formats.
 */
export function FilePreview({ file, watermark, onClose }: FilePreviewProps) {
  const kind = file ? previewKind(file.type) : null;
  return (
    <>
      <ImageViewer
        images={file && kind === 'image' ? [{ src: file.url, name: file.name }] : []}
        index={0}
        open={kind === 'image'}
        onClose={onClose}
        onIndexChange={() => undefined}
        watermark={watermark}
      />
      <VideoPreview file={kind === 'video' ? file : null} watermark={watermark} onClose={onClose} />
    </>
  );
}

function VideoPreview({ file, watermark, onClose }: FilePreviewProps) {
  const { t } = useTranslation('common');
  const mobile = useIsMobile();
  // The url that failed: avi, wmv, flv and rmvb play in few browsers.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Modal
      open={file !== null}
      title={file?.name}
      onCancel={onClose}
      footer={null}
      width={mobile ? '100%' : '50%'}
      centered
      // Unmounting the video stops it playing.
      destroyOnHidden
    >
      {file &&
        (failed === file.url ? (
          <p role="alert">{t('preview.videoFailed')}</p>
        ) : (
          <div className="file-preview-video">
            <video
              key={file.url}
              src={file.url}
              controls
              preload="metadata"
              aria-label={file.name}
              onError={() => setFailed(file.url)}
              // A watermark is meant to stay on the picture: no download button, and no full
              // screen or picture-in-picture where the overlay would be left behind.
              {...(watermark
                ? { controlsList: 'nodownload nofullscreen', disablePictureInPicture: true }
                : {})}
            />
            {watermark && <Watermark text={watermark} />}
          </div>
        ))}
    </Modal>
  );
}
