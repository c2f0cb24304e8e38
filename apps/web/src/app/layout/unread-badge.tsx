import { Link } from 'react-router';
import { Badge } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';

/** Unread messages (shown at most as 99+), linking to my messages. Only when logged in. */
export function UnreadBadge() {
  const { t } = useTranslation('layout');
  const unread = useUnreadCount({ enabled: true });
  const count = typeof unread.data === 'number' ? unread.data : 0;
  const shown = count > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : String(count);
  return (
    <Link
      to="/news"
      className="header-icon-link"
      aria-label={t('messages', { shown })}
      title={t('messages', { shown })}
    >
      <Badge count={count} overflowCount={LIMITS.unreadBadgeMax} size="small">
        <BellOutlined aria-hidden className="header-icon" />
      </Badge>
    </Link>
  );
}
