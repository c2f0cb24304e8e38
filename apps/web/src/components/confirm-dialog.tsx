import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query';

interface Props {
  title: string;
  content: string;
  okText: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that cannot be taken back (its own chunk). */
export default function ConfirmDialog({ title, content, okText, onConfirm, onClose }: Props) {
  const { t } = useTranslation('common');
  const mobile = useIsMobile();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
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
