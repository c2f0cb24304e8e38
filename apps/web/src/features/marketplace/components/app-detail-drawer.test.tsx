import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { APP_PATHS, LOGIN_COOKIE, MARKET_PATHS } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, setLoginUser } from '../../../lib/session';
import type { AppDetail } from '../types';
import AppDetailDrawer from './app-detail-drawer';

/** The market's app detail offers the install package (issue 26 item 3, decision 0052). */

vi.setConfig({ testTimeout: 40_000 });
const WAIT = { timeout: 8000 };

const APP: AppDetail = {
  id: 9,
  name: 'Scan Helper',
  icon: `/api${APP_PATHS.file.path}/1`,
  summary: 'Scans codes',
  chargeType: 'free',
  packageName: 'com.example.scan',
  versionName: '3.0.1',
  softwareType: 'tool',
  classification: 'Tools',
  developer: 'Example Ltd',
  downloads: 5,
  updateTime: '2026-11-20T08:00:00.000Z',
  intro: 'Scans codes quickly.',
  versionCode: 3,
  media: [],
  devices: [],
  files: [],
  updateContent: '',
  package: { versionId: 31, size: 2_621_440, url: `/api${APP_PATHS.marketDownload.path}?appId=9` },
};

const envelope = (data: unknown, status = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode: status, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let detail: AppDetail = APP;
let apk: () => Response;
const requested: string[] = [];
const fetchMock = vi.fn((url: string) => {
  requested.push(url);
  if (url.startsWith(`/api${MARKET_PATHS.appDetail.path}`))
    return Promise.resolve(envelope(detail));
  if (url.startsWith(`/api${APP_PATHS.marketDownload.path}`)) return Promise.resolve(apk());
  return Promise.resolve(envelope(null));
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderDetail() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/marketplace?appId=9']}>
        <Routes>
          <Route
            path="/marketplace"
            element={<AppDetailDrawer id={9} onClose={() => undefined} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

function signIn() {
  document.cookie = `${LOGIN_COOKIE}=demo; path=/`;
  setLoginUser({ userId: 1, username: 'demo', truename: 'Demo', headimg: '', lang: 'en' });
}

describe('the market app detail: download', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['catalogue'], 'en');
    vi.stubGlobal('fetch', fetchMock);
  });
  beforeEach(() => {
    requested.length = 0;
    detail = APP;
    apk = () =>
      new Response('PK\u0003\u0004apk', {
        headers: {
          'Content-Type': 'application/vnd.android.package-archive',
          'Content-Disposition': `attachment; filename="app.apk"; filename*=UTF-8''Scan%20Helper-3.0.1.apk`,
        },
      });
  });
  afterEach(() => {
    document.cookie = `${LOGIN_COOKIE}=; max-age=0; path=/`;
    clearSession({ loggedOut: true });
    vi.restoreAllMocks();
  });

  it('lets a signed-in customer download the APK, with its version and size shown', async () => {
    signIn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apk'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderDetail();
    const button = await screen.findByRole(
      'button',
      { name: 'Download Scan Helper version 3.0.1 (2.50 MB)' },
      WAIT,
    );
    expect(screen.getByText('Version 3.0.1 · 2.50 MB')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['Scan Helper-3.0.1.apk']));
    expect(requested.filter((url) => url.includes('downloadApk'))).toEqual([
      `/api${APP_PATHS.marketDownload.path}?appId=9&lang=en`,
    ]);
  });

  it('says in words why a download was refused', async () => {
    signIn();
    apk = () => envelope(null, 403, 'A0017');
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: /^Download Scan Helper/ }, WAIT));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toMatch(/permission/);
  });

  it('asks a visitor to log in, with the way back to this app, instead of a dead button', async () => {
    renderDetail();
    const login = await screen.findByRole('link', { name: 'Log in' }, WAIT);
    expect(screen.getByRole('heading', { name: 'Log in to download this app' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    fireEvent.click(login);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/portal/login?redirect=${encodeURIComponent('/marketplace?appId=9')}`,
      ),
    );
    expect(requested.some((url) => url.includes('downloadApk'))).toBe(false);
  });

  it('lets a keyboard scroll the strip of screenshots: focusable and named', async () => {
    detail = {
      ...APP,
      media: [1, 2, 3, 4].map((n) => ({
        kind: 'image' as const,
        url: `/api${APP_PATHS.file.path}/${n}`,
      })),
    };
    renderDetail();
    const strip = await screen.findByRole('list', { name: 'Screenshots and videos' }, WAIT);
    expect(strip.tabIndex).toBe(0);
    expect(strip.querySelectorAll('img')).toHaveLength(4);
  });

  it('says so when the app has no released version', async () => {
    signIn();
    detail = { ...APP, package: null };
    renderDetail();
    expect(
      await screen.findByText('No released version of this app can be downloaded yet.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });
});
