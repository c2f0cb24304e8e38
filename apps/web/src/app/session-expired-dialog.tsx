import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';

interface Props {
  onConfirm: () => void;
}

/** The "session expired" notice of the route guard (spec 4); its own chunk, shown rarely. */
export default function SessionExpiredDialog({ onConfirm }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      title={t('sessionExpired.title')}
      okText={t('sessionExpired.ok')}
      onOk={onConfirm}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={(_, { OkBtn }) => <OkBtn />}
      centered
    >
      <p>{t('sessionExpired.content')}</p>
    </Modal>
  );
}
