import { useId } from 'react';
import { Link } from 'react-router';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../lib/session';
import { TOP_MENU } from '../navigation';

interface Props {
  activePath: string | undefined;
  vertical?: boolean;
  onNavigate?: () => void;
  label: string;
  className?: string;
}

/**
 * The top menu; the entry whose path is the current route's parent is highlighted. For a visitor
 * who is not signed in, login-only entries carry a lock, described to screen readers as "log in to
 * view" (a description, so the entry's name stays the page's name).
 */
export function TopNav({ activePath, vertical = false, onNavigate, label, className }: Props) {
  const { t } = useTranslation(['layout', 'common']);
  const anonymous = useSignedIn() === null;
  const markId = useId();
  return (
    <nav
      aria-label={label}
      className={[vertical ? 'top-nav top-nav-vertical' : 'top-nav', className]
        .filter(Boolean)
        .join(' ')}
    >
      <ul>
        {TOP_MENU.map((item) => {
          const active = item.to === activePath;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={active ? 'top-nav-link active' : 'top-nav-link'}
                aria-current={active ? 'page' : undefined}
                aria-describedby={anonymous && item.loginOnly ? markId : undefined}
                onClick={onNavigate}
              >
                {t(item.labelKey)}
                {anonymous && item.loginOnly && (
                  <LockOutlined
                    className="top-nav-lock"
                    aria-hidden
                    title={t('common:loginRequired.menuMark')}
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {anonymous && (
        <span id={markId} hidden>
          {t('common:loginRequired.menuMark')}
        </span>
      )}
    </nav>
  );
}
