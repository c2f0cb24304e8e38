import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { initI18n } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';
import { Providers } from '../components/providers';
import { PORTAL_ROUTES, PortalRoutes, findRouteMeta, type PortalRoute } from './router';
import { TOP_MENU } from './navigation';

describe('route table', () => {
  it('has the routes of this issue with their menu parent', () => {
    expect(PORTAL_ROUTES.map((route) => [route.path, route.parent])).toEqual([
      ['/', '/'],
      ['/notice', '/'],
      ['/noticeDetail', '/'],
      ['/download', '/download'],
      ['/marketing', '/marketing'],
      ['/marketingDetail', '/marketing'],
      ['/marketingDownload', '/marketing'],
      ['/developer', '/developer'],
      ['/articleWendan', '/developer'],
      ['/articleDetail', '/developer'],
      ['/support', '/support'],
      ['/portal/login', '/portal/login'],
      ['/register', '/register'],
      ['/favorites', '/center'],
      ['/center/:id?', '/center'],
      ['/news', '/center'],
      ['/solution', '/solution'],
      ['/solutionDetail', '/solution'],
      ['/marketplace', '/marketplace'],
      ['/ecology', '/marketplace'],
      ['/checkingData', '/marketplace'],
      ['/modelSelection', '/modelSelection'],
      ['/superPwd', '/superPwd'],
      ['/404', '/404'],
    ]);
    expect(findRouteMeta('/noticeDetail')?.parent).toBe('/');
    expect(findRouteMeta('/news')).toMatchObject({ parent: '/center', requiresLogin: true });
    expect(findRouteMeta('/nowhere')).toBeUndefined();
  });

  it('gives the catalogue pages the login and share flags of spec 2.1', () => {
    const flags = (path: string) => {
      const meta = findRouteMeta(path);
      return meta && [meta.requiresLogin, meta.shareable];
    };
    expect(flags('/marketing')).toEqual([false, false]);
    expect(flags('/marketingDetail')).toEqual([true, true]);
    expect(flags('/marketingDownload')).toEqual([true, false]);
    expect(flags('/developer')).toEqual([true, false]);
    expect(flags('/articleWendan')).toEqual([true, true]);
    // Shareable too: a shared document opens the document itself (decision 0007).
    expect(flags('/articleDetail')).toEqual([true, true]);
    expect(flags('/download')).toEqual([true, false]);
    expect(flags('/support')).toEqual([false, false]);
  });

  it('matches routes with an optional parameter, with or without it', () => {
    for (const path of ['/center', '/center/', '/center/12', '/Center']) {
      expect(findRouteMeta(path), path).toMatchObject({ parent: '/center', requiresLogin: true });
    }
    expect(findRouteMeta('/center/12/more')).toBeUndefined();
  });

  it('gives the solution, market and device-tool pages the flags of spec 2.1 and 2.2', () => {
    const meta = (path: string) => {
      const found = findRouteMeta(path);
      const route = PORTAL_ROUTES.find((item) => item.path === path);
      return found && route && [found.requiresLogin, found.shareable, route.layout];
    };
    expect(meta('/solution')).toEqual([false, false, true]);
    expect(meta('/solutionDetail')).toEqual([true, true, true]);
    expect(meta('/marketplace')).toEqual([false, false, true]);
    expect(meta('/ecology')).toEqual([false, false, true]);
    expect(meta('/checkingData')).toEqual([true, false, true]);
    expect(meta('/modelSelection')).toEqual([true, false, false]);
    expect(meta('/superPwd')).toEqual([true, false, false]);
  });

  it('points every in-layout parent at a top-menu entry', () => {
    const menu = new Set(TOP_MENU.map((item) => item.to));
    // The personal center, favourites and my messages have no top-menu entry: they highlight none.
    const ownParent = (route: PortalRoute) =>
      route.path.startsWith(`${route.parent}/:`) ||
      route.path === '/favorites' ||
      route.path === '/news';
    for (const route of PORTAL_ROUTES.filter((item) => item.layout && !ownParent(item))) {
      expect(menu.has(route.parent), route.path).toBe(true);
    }
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Minimal pages: the real ones need a server. */
const TEST_ROUTES: PortalRoute[] = [
  {
    path: '/404',
    parent: '/404',
    layout: false,
    titleKey: 'title.notFound',
    page: lazyPage(() => Promise.resolve({ default: Where })),
  },
  {
    path: '/portal/login',
    parent: '/portal/login',
    layout: false,
    titleKey: 'title.login',
    page: lazyPage(() => Promise.resolve({ default: Where })),
  },
];

describe('PortalRoutes', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('redirects unknown paths to /', async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/no/such/page']}>
          <PortalRoutes
            routes={[...TEST_ROUTES, { ...TEST_ROUTES[0]!, path: '/', layout: false }]}
          />
        </MemoryRouter>
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('sets the document title from the route meta', async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/portal/login']}>
          <PortalRoutes routes={TEST_ROUTES} />
        </MemoryRouter>
      </Providers>,
    );
    await waitFor(() => expect(document.title).toBe('Log in - SEUIoT Customer Portal'));
  });
});
