import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';

interface Props {
  onRetry?: () => void;
  description?: string;
  /** The failure: one without an envelope says "network request failed" (decision 0048). */
  error?: unknown;
}

/** What a list or detail shows when its call failed (the toast tells why). */
export function LoadError({ onRetry, description, error }: Props) {
  const { t } = useTranslation('common');
  const network = isApiError(error) && error.kind === 'network';
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span role="alert">{description ?? t(network ? 'errors:network' : 'loadFailed')}</span>
      }
    >
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </Empty>
  );
}
