import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginUser } from '@seuiot/contract';
import { useLogout } from '../../features/auth/api/logout';
import { clearSession } from '../../lib/session';
import { USER_MENU } from '../navigation';

/**
 * The user dropdown: favourites, my info, log out. A disclosure button and a list rather than
 * antd Dropdown (rc-menu would add about 25 KB gzip to every logged-in page).
 */
export function UserMenu({ user, compact }: { user: LoginUser; compact: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onLogout = () => {
    setOpen(false);
    logout.mutate(undefined, {
      onSuccess: () => {
        clearSession({ loggedOut: true });
        queryClient.removeQueries({ queryKey: ['auth'] });
        queryClient.removeQueries({ queryKey: ['messages'] });
        void navigate('/portal/login');
      },
      // Spec 7: on logout failure the page reloads.
      onError: () => window.location.reload(),
    });
  };

  const name = user.truename || user.username;
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={compact ? t('user.menuLabel', { name }) : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {user.headimg ? (
          <img className="user-avatar" src={user.headimg} alt="" width={24} height={24} />
        ) : (
          <span className="user-avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        {!compact && (
          <span className="user-name" title={name}>
            {name}
          </span>
        )}
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <ul id={listId} className="user-menu-list" hidden={!open}>
        <li>
          <Link to={USER_MENU.favorites} onClick={() => setOpen(false)}>
            {t('user.favorites')}
          </Link>
        </li>
        <li>
          <Link to={USER_MENU.myInfo} onClick={() => setOpen(false)}>
            {t('user.myInfo')}
          </Link>
        </li>
        <li className="user-menu-divider">
          <button type="button" className="user-menu-logout" onClick={onLogout}>
            {t('user.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
