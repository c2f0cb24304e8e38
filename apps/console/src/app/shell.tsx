import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Drawer, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { CONSOLE_ROUTES, type StaffMe } from '@seuiot/contract';
import { api } from '../lib/api';
import { ME_KEY } from '../lib/queries';
import { useKeyboardScrollRegions } from '../lib/scroll-regions';
import { useNarrow } from '../lib/use-narrow';
import { LangSwitch } from '../features/auth/lang-switch';
import { screensFor, type ScreenKey } from './screens';

/** The three review queues share one screen (decision 0020). */
const ReviewPage = lazy(() => import('../features/review/review-page'));

const PAGES: Record<ScreenKey, ReturnType<typeof lazy>> = {
  dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  accounts: lazy(() => import('../features/accounts/accounts-page')),
  certs: lazy(() => import('../features/certs/certs-page')),
  audit: lazy(() => import('../features/audit/audit-page')),
  developers: ReviewPage,
  apps: ReviewPage,
  versions: ReviewPage,
  orders: lazy(() => import('../features/orders/orders-page')),
  savedReplies: lazy(() => import('../features/orders/saved-replies-page')),
  staff: lazy(() => import('../features/staff/staff-page')),
  approvals: lazy(() => import('../features/approvals/approvals-page')),
  notices: lazy(() => import('../features/content/notices-page')),
  banners: lazy(() => import('../features/content/banners-page')),
  customers: lazy(() => import('../features/customers/customers-page')),
};

/** The id of the menu the phone's menu button opens. */
const MENU_ID = 'console-menu';

/** The signed-in console: a menu of the screens the roles allow, and the screen. */
export default function Shell({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const screens = screensFor(me.roles);
  useKeyboardScrollRegions();
  const signOut = useMutation({
    mutationFn: () => api<null>('POST', CONSOLE_ROUTES.logout),
    onSettled: () => client.resetQueries({ queryKey: ME_KEY }),
  });
  const current = screens.find((s) => s.path === location.pathname)?.key;
  const narrow = useNarrow();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={current ? [current] : []}
      // On a phone the drawer closes once a screen is chosen.
      onClick={() => setMenuOpen(false)}
      items={screens.map((s) => ({
        key: s.key,
        label: <Link to={s.path}>{t(`shell.${s.key}`)}</Link>,
      }))}
    />
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        // Below md the menu is a drawer over the page (decision 0053): the content keeps the
        // whole width, Escape or a choice closes it, and focus goes back to the button.
        <Drawer
          placement="left"
          width={260}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          afterOpenChange={(open) => {
            if (!open) toggle.current?.focus();
          }}
          title={t('common.product')}
          forceRender
          styles={{ body: { padding: 0 } }}
        >
          <nav id={MENU_ID} aria-label={t('shell.menu')}>
            {menu}
          </nav>
        </Drawer>
      ) : (
        // 220 px fits the longest menu entry ("Developer onboarding").
        <Layout.Sider width={220} theme="light" aria-label={t('shell.menu')}>
          <Typography.Title level={2} style={{ fontSize: 16, padding: '16px 16px 8px' }}>
            {t('common.product')}
          </Typography.Title>
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            height: 'auto',
            lineHeight: '48px',
          }}
        >
          <Flex justify={narrow ? 'space-between' : 'flex-end'} align="center" gap={12}>
            {narrow && (
              <Button
                ref={toggle}
                type="text"
                icon={<MenuOutlined aria-hidden />}
                aria-label={t('shell.openMenu')}
                aria-expanded={menuOpen}
                aria-controls={MENU_ID}
                onClick={() => setMenuOpen(true)}
              />
            )}
            <Flex justify="flex-end" align="center" gap={12} wrap style={{ minWidth: 0 }}>
              <Typography.Text>
                {me.username} · {me.roles.map((r) => t(`roles.${r}`)).join(', ')}
              </Typography.Text>
              <LangSwitch />
              <Button size="small" onClick={() => signOut.mutate()}>
                {t('auth.signOut')}
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        {/* antd's Content is the page's <main> landmark. */}
        <Layout.Content style={{ padding: 16 }}>
          {screens.length === 0 ? (
            <Result status="info" title={t('shell.noScreens')} />
          ) : (
            <Suspense fallback={<Spin aria-label={t('common.loading')} />}>
              <Routes>
                {screens.map((s) => {
                  const Page = PAGES[s.key];
                  return <Route key={s.key} path={s.path} element={<Page me={me} />} />;
                })}
                <Route path="*" element={<Navigate to={screens[0]!.path} replace />} />
              </Routes>
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
