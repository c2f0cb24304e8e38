import { Empty } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { LoadError } from './load-error';

/** A0017: the signed-in user lacks the section of the permission tree (spec 6). */
export function isNoPermission(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === 'A0017';
}

/**
 * What a list or page shows in place of its content when its call failed: "no permission,
 * please contact the administrator" for A0017, else the retry box. The toast has already said why.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('errors');
  if (isNoPermission(error)) {
    return (
      <Empty
        className="no-permission"
        image={<LockOutlined className="no-permission-icon" aria-hidden />}
        description={<span role="status">{t('A0017')}</span>}
      />
    );
  }
  return <LoadError error={error} onRetry={onRetry} />;
}
