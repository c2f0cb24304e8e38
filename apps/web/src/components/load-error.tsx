import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  onRetry?: () => void;
  description?: string;
}

/** What a list or detail shows when its call failed (the toast tells why). */
export function LoadError({ onRetry, description }: Props) {
  const { t } = useTranslation('common');
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? t('loadFailed')}>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </Empty>
  );
}
