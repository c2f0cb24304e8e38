import { lazy, Suspense } from 'react';
import { Button, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { CONSOLE_ROUTES, type StaffMe } from '@seuiot/contract';
import { api } from '../lib/api';
import { ME_KEY } from '../lib/queries';
import { useKeyboardScrollRegions } from '../lib/scroll-regions';
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
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* 220 px fits the longest menu entry ("Developer onboarding"); on a narrow screen the menu
          folds away behind a button at the header's left, which keeps room for it. */}
      <Layout.Sider
        breakpoint="md"
        collapsedWidth={0}
        width={220}
        zeroWidthTriggerStyle={{ top: 8 }}
        theme="light"
        aria-label={t('shell.menu')}
      >
        <Typography.Title level={2} style={{ fontSize: 16, padding: '16px 16px 8px' }}>
          {t('common.product')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={current ? [current] : []}
          items={screens.map((s) => ({
            key: s.key,
            label: <Link to={s.path}>{t(`shell.${s.key}`)}</Link>,
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px 0 56px',
            height: 'auto',
            lineHeight: '48px',
          }}
        >
          <Flex justify="flex-end" align="center" gap={12} wrap>
            <Typography.Text>
              {me.username} · {me.roles.map((r) => t(`roles.${r}`)).join(', ')}
            </Typography.Text>
            <LangSwitch />
            <Button size="small" onClick={() => signOut.mutate()}>
              {t('auth.signOut')}
            </Button>
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
