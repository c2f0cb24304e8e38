import { Suspense, lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setLang } from '../../features/auth/api/set-lang';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useSignedInUser } from '../../lib/session';
import { useIsMobile } from '../../lib/use-media-query';
import { useRouteMeta } from '../route-meta';
import { loginPathFor } from '../route-guard';
import { TopNav } from './top-nav';

const UserArea = lazy(() => import('./user-area'));
const MobileMenu = lazy(() => import('./mobile-menu'));

/** Logo, top menu, unread badge, language switch, user dropdown or login link (spec 2.3). */
export function SiteHeader() {
  const { t } = useTranslation(['layout', 'common']);
  const location = useLocation();
  const meta = useRouteMeta();
  const isMobile = useIsMobile();
  const user = useSignedInUser();
  const loggedIn = user !== null;

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
      {!isMobile && <TopNav activePath={meta?.parent} label={t('layout:mainMenu')} />}
      <div className="header-actions">
        <LanguageSwitch
          onSwitched={(lang) => {
            if (loggedIn) void setLang(lang);
          }}
        />
        {user ? (
          <Suspense fallback={null}>
            <UserArea user={user} compact={isMobile} />
          </Suspense>
        ) : (
          <Link to={loginTo} className="login-link">
            {t('layout:login')}
          </Link>
        )}
        {isMobile && (
          <Suspense fallback={null}>
            <MobileMenu activePath={meta?.parent} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
