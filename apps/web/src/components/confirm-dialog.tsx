import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/use-media-query';

interface Props {
  title: string;
  content: string;
  okText: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Red OK button, for actions that cannot be taken back (default). */
  danger?: boolean;
}

/** A yes/no question before an action (its own chunk: load it with `lazy`). */
export default function ConfirmDialog({
  title,
  content,
  okText,
  onConfirm,
  onClose,
  danger = true,
}: Props) {
  const { t } = useTranslation('common');
  const mobile = useIsMobile();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('cancel')}
      onOk={onConfirm}
      onCancel={onClose}
      width={mobile ? '100%' : '50%'}
      centered
    >
      <p>{content}</p>
    </Modal>
  );
}
