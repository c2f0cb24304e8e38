import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query';

interface Props {
  name: string;
  onClose: () => void;
}

/** "Logged in" (spec 2.4); the page moves on after 1 s. A chunk of its own, loaded on success. */
export default function LoginSuccessDialog({ name, onClose }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const isMobile = useIsMobile();
  return (
    <Modal
      open
      centered
      width={isMobile ? '100%' : '30%'}
      title={t('auth:login.successTitle')}
      okText={t('common:ok')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <p>{t('auth:login.successContent', { name })}</p>
    </Modal>
  );
}
