import { Suspense, lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setLang } from '../../features/auth/api/set-lang';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useSignedInUser } from '../../lib/session';
import { useRouteMeta } from '../route-meta';
import { loginPathFor } from '../route-guard';
import { TopNav } from './top-nav';

const UserArea = lazy(() => import('./user-area'));
const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * Logo, top menu, unread badge, language switch, user dropdown or login link (spec 2.3). The top
 * menu and the phone's menu button are both in the markup and CSS shows one (below 1024 px the
 * button, decision 0060): the page rendered by the server (decision 0014) is right at every width before any
 * script runs, and nothing moves when the app takes over. The drawer is a chunk of its own, loaded
 * when the button is first pressed.
 */
export function SiteHeader() {
  const { t } = useTranslation(['layout', 'common']);
  const location = useLocation();
  const meta = useRouteMeta();
  const user = useSignedInUser();
  const loggedIn = user !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  const here = `${location.pathname}${location.search}`;
  const loginTo = here === '/' ? '/portal/login' : loginPathFor(here);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {t('layout:skipToContent')}
      </a>
      <Link to="/" className="logo-link" aria-label={t('layout:homeLink')}>
        <Logo title={t('common:brand')} />
      </Link>
      <TopNav activePath={meta?.parent} label={t('layout:mainMenu')} className="top-nav-wide" />
      <div className="header-actions">
        <LanguageSwitch
          onSwitched={(lang) => {
            if (loggedIn) void setLang(lang);
          }}
        />
        {user ? (
          <Suspense fallback={null}>
            <UserArea user={user} />
          </Suspense>
        ) : (
          <Link to={loginTo} className="login-link">
            {t('layout:login')}
          </Link>
        )}
        <button
          type="button"
          className="menu-button"
          aria-label={t('layout:openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuWanted ? 'mobile-menu' : undefined}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu
              activePath={meta?.parent}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
