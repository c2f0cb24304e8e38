import { Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes, matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { PageSpinner } from '../components/loading-mask';
import { fromServerPage, markReady } from '../lib/app-ready';
import { lazyPage, withNamespaces } from '../lib/lazy-page';
import { RequireLogin } from './require-login';
import { RouteErrorBoundary } from './route-error';
import { RouteMetaContext, type RouteMeta } from './route-meta';

/**
 * The route table of spec 2.1/2.2, the one place a page is added. Paths are below the base
 * `/seuiot/`. `parent` picks the top-menu entry to highlight (navigation.ts); `requiresLogin`
 * puts the page behind the route guard, `shareable` lets a shared link's `token` in instead.
 */
export interface PortalRoute {
  path: string;
  parent: string;
  /** Inside the main layout (header, menu, footer) or on its own. */
  layout: boolean;
  requiresLogin?: boolean;
  shareable?: boolean;
  /** Document title, a key of the layout namespace. */
  titleKey: string;
  page: LazyExoticComponent<ComponentType<object>>;
}

/** My messages as the personal center's menuIndex 6 shows them (the list of /news). */
const MessagesSection = lazyPage(
  withNamespaces(['messages'], () => import('../features/messages/components/message-list')),
);

/** My work orders as the personal center's menuIndex 7 (`/center/orders`) shows them. */
const OrdersSection = lazyPage(
  withNamespaces(['orders'], () => import('../features/orders/pages/orders-section')),
);

/** The support page's tab 2: the work-order form of the orders feature. */
const OrderFormSection = lazyPage(
  withNamespaces(['orders'], () => import('../features/orders/pages/order-form')),
);

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  {
    path: '/',
    parent: '/',
    layout: true,
    titleKey: 'title.home',
    page: lazyPage(() => import('./pages/home-page')),
  },
  {
    path: '/notice',
    parent: '/',
    layout: true,
    titleKey: 'title.notice',
    page: lazyPage(() => import('../features/notices/pages/notice-list-page')),
  },
  {
    path: '/noticeDetail',
    parent: '/',
    layout: true,
    titleKey: 'title.noticeDetail',
    page: lazyPage(() => import('../features/notices/pages/notice-detail-page')),
  },
  {
    path: '/download',
    parent: '/download',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.download',
    page: lazyPage(
      withNamespaces(['downloads'], () => import('../features/downloads/pages/download-page')),
    ),
  },
  {
    path: '/marketing',
    parent: '/marketing',
    layout: true,
    titleKey: 'title.marketing',
    page: lazyPage(
      withNamespaces(['marketing'], () => import('../features/marketing/pages/marketing-page')),
    ),
  },
  {
    path: '/marketingDetail',
    parent: '/marketing',
    layout: true,
    requiresLogin: true,
    shareable: true,
    titleKey: 'title.marketingDetail',
    page: lazyPage(
      withNamespaces(
        ['marketing'],
        () => import('../features/marketing/pages/marketing-detail-page'),
      ),
    ),
  },
  {
    path: '/marketingDownload',
    parent: '/marketing',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.marketingDownload',
    page: lazyPage(
      withNamespaces(
        ['marketing'],
        () => import('../features/marketing/pages/marketing-download-page'),
      ),
    ),
  },
  {
    path: '/developer',
    parent: '/developer',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.developer',
    page: lazyPage(
      withNamespaces(['developer'], () => import('../features/developer/pages/developer-page')),
    ),
  },
  {
    path: '/articleWendan',
    parent: '/developer',
    layout: true,
    requiresLogin: true,
    shareable: true,
    titleKey: 'title.articleWendan',
    page: lazyPage(
      withNamespaces(['developer'], () => import('../features/developer/pages/article-list-page')),
    ),
  },
  {
    path: '/articleDetail',
    parent: '/developer',
    layout: true,
    requiresLogin: true,
    // Spec 2.1 marks only the document list shareable, yet a shared document (share type 3)
    // has to open the document itself; its token covers that one document (decision 0007).
    shareable: true,
    titleKey: 'title.articleDetail',
    page: lazyPage(
      withNamespaces(
        ['developer'],
        () => import('../features/developer/pages/article-detail-page'),
      ),
    ),
  },
  {
    path: '/support',
    parent: '/support',
    layout: true,
    titleKey: 'title.support',
    page: lazyPage(
      withNamespaces(['support'], () =>
        // Features do not import each other: the app hands the support page the order form.
        import('../features/support/pages/support-page').then(({ default: SupportPage }) => ({
          default: function SupportWithOrders() {
            return <SupportPage orderSection={OrderFormSection} />;
          },
        })),
      ),
    ),
  },
  {
    path: '/portal/login',
    parent: '/portal/login',
    layout: false,
    titleKey: 'title.login',
    page: lazyPage(() => import('../features/auth/pages/login-page')),
  },
  {
    path: '/register',
    parent: '/register',
    layout: false,
    titleKey: 'title.register',
    page: lazyPage(
      withNamespaces(['account'], () => import('../features/auth/pages/register-page')),
    ),
  },
  {
    path: '/favorites',
    parent: '/center',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.favorites',
    page: lazyPage(() => import('../features/center/pages/favorites-page')),
  },
  {
    path: '/center/:id?',
    parent: '/center',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.center',
    page: lazyPage(
      // `account`: the send-code button of a changed phone or e-mail. Features do not import
      // each other: the app hands the center its messages and work orders sections.
      withNamespaces(['center', 'account'], () =>
        import('../features/center/pages/center-page').then(({ default: CenterPage }) => ({
          default: function CenterWithMessages() {
            return <CenterPage messagesSection={MessagesSection} ordersSection={OrdersSection} />;
          },
        })),
      ),
    ),
  },
  {
    path: '/news',
    parent: '/center',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.news',
    page: lazyPage(
      withNamespaces(['messages'], () => import('../features/messages/pages/messages-page')),
    ),
  },
  {
    path: '/solution',
    parent: '/solution',
    layout: true,
    titleKey: 'title.solution',
    page: lazyPage(
      withNamespaces(['catalogue'], () => import('../features/solutions/pages/solution-page')),
    ),
  },
  {
    path: '/solutionDetail',
    parent: '/solution',
    layout: true,
    requiresLogin: true,
    shareable: true,
    titleKey: 'title.solutionDetail',
    page: lazyPage(
      withNamespaces(
        ['catalogue'],
        () => import('../features/solutions/pages/solution-detail-page'),
      ),
    ),
  },
  {
    path: '/marketplace',
    parent: '/marketplace',
    layout: true,
    titleKey: 'title.marketplace',
    page: lazyPage(
      withNamespaces(['catalogue'], () => import('../features/marketplace/pages/marketplace-page')),
    ),
  },
  {
    path: '/ecology',
    parent: '/marketplace',
    layout: true,
    titleKey: 'title.ecology',
    page: lazyPage(
      withNamespaces(['catalogue'], () => import('../features/marketplace/pages/ecology-page')),
    ),
  },
  {
    path: '/checkingData',
    parent: '/marketplace',
    layout: true,
    requiresLogin: true,
    titleKey: 'title.checkingData',
    page: lazyPage(
      withNamespaces(
        ['catalogue'],
        () => import('../features/marketplace/pages/checking-data-page'),
      ),
    ),
  },
  {
    path: '/modelSelection',
    parent: '/modelSelection',
    layout: false,
    requiresLogin: true,
    titleKey: 'title.modelSelection',
    page: lazyPage(
      withNamespaces(['catalogue'], () => import('../features/devices/pages/model-selection-page')),
    ),
  },
  {
    path: '/superPwd',
    parent: '/superPwd',
    layout: false,
    requiresLogin: true,
    titleKey: 'title.superPwd',
    page: lazyPage(
      withNamespaces(['catalogue'], () => import('../features/devices/pages/super-pwd-page')),
    ),
  },
  {
    path: '/404',
    parent: '/404',
    layout: false,
    titleKey: 'title.notFound',
    page: lazyPage(() => import('./pages/not-found-page')),
  },
];

/** With the trailing slash, so a link to `/` is `/seuiot/`, the address the server redirects to. */
export const BASENAME = LIMITS.basePath;

/** The meta of the route at `pathname` (paths match case-insensitively, like the router). */
export function findRouteMeta(
  pathname: string,
  routes: readonly PortalRoute[] = PORTAL_ROUTES,
): RouteMeta | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  // matchPath: paths with parameters (`/center/:id?`) match too.
  const route = routes.find((item) => matchPath({ path: item.path, caseSensitive: false }, path));
  if (!route) return undefined;
  return {
    parent: route.parent,
    titleKey: route.titleKey,
    requiresLogin: route.requiresLogin ?? false,
    shareable: route.shareable ?? false,
  };
}

const MainLayout = lazyPage(() => import('./layout/main-layout'));

/** Marks the page as run by the app once its part of a server-rendered page is hydrated. */
function PageReady() {
  useEffect(markReady, []);
  return null;
}

function RoutePage({ route }: { route: PortalRoute }) {
  const Page = route.page;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Page />
      <PageReady />
    </Suspense>
  );
  return route.requiresLogin ? (
    <RequireLogin shareable={route.shareable}>{page}</RequireLogin>
  ) : (
    page
  );
}

/** The routes below the base path; unknown paths go home (spec 2.2). */
export function PortalRoutes({ routes = PORTAL_ROUTES }: { routes?: readonly PortalRoute[] }) {
  const location = useLocation();
  const meta = useMemo(() => findRouteMeta(location.pathname, routes), [location.pathname, routes]);
  const { t } = useTranslation(['layout', 'common']);

  // A page the browser renders from scratch responds from the first render on.
  useEffect(() => {
    if (!fromServerPage()) markReady();
  }, []);

  // Spec 2.2: every navigation scrolls smoothly to the top.
  useEffect(() => {
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      // Old browsers and jsdom.
    }
  }, [location.pathname, location.search]);

  const title = meta ? t(`layout:${meta.titleKey}`) : '';
  const brand = t('common:brand');
  useEffect(() => {
    document.title = title ? `${title} - ${brand}` : brand;
  }, [title, brand]);

  return (
    <RouteMetaContext.Provider value={meta}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route element={<MainLayout />}>
              {routes
                .filter((route) => route.layout)
                .map((route) => (
                  <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
                ))}
            </Route>
            {routes
              .filter((route) => !route.layout)
              .map((route) => (
                <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
              ))}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </RouteMetaContext.Provider>
  );
}

export function PortalRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <PortalRoutes />
    </BrowserRouter>
  );
}
