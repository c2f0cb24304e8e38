import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import BackTop from 'antd/es/float-button/BackTop';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useMenus } from '../../features/auth/api/get-menus';
import { setLoginUser, setMenus, useSignedIn } from '../../lib/session';
import { PageSpinner } from '../../components/loading-mask';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/**
 * The main layout (spec 2.1/2.3). On entry it loads the current user and the menus and renders
 * at once: a failure (anonymous visitor, server down) leaves the page usable.
 */
export default function MainLayout() {
  const { t } = useTranslation('layout');
  const currentUser = useCurrentUser();
  const loggedIn = useSignedIn() !== null;
  const menus = useMenus({ enabled: loggedIn });

  useEffect(() => {
    if (currentUser.data) setLoginUser(currentUser.data);
  }, [currentUser.data]);
  useEffect(() => {
    if (menus.data) setMenus(menus.data);
  }, [menus.data]);

  return (
    <div className="site-layout">
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackTop aria-label={t('backToTop')} tooltip={t('backToTop')} />
    </div>
  );
}
