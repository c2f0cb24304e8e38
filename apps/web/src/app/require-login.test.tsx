import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FILE_PATHS, LOGIN_COOKIE } from '@seuiot/contract';
import { api } from '../lib/api-client';
import { initI18n } from '../lib/i18n';
import { clearSession, getSession, setLoginUser } from '../lib/session';
import { clearShareToken, getShareToken } from '../lib/share-token';
import { Providers } from '../components/providers';
import { RequireLogin } from './require-login';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(path: string, shareable = false) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/secret"
            element={
              <RequireLogin shareable={shareable}>
                <p>secret page</p>
              </RequireLogin>
            }
          />
          <Route path="/portal/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const USER = { userId: 1, username: 'demo', truename: 'Demo', headimg: '', lang: 'en' as const };

describe('RequireLogin', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('renders the page when the login cookie is there', () => {
    document.cookie = `${LOGIN_COOKIE}=demo; path=/`;
    renderGuarded('/secret?id=1');
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('clears the session, tells the user and goes to login with the intended path', async () => {
    setLoginUser(USER);
    renderGuarded('/secret?id=1');
    expect(screen.queryByText('secret page')).toBeNull();
    expect(await screen.findByText('Session expired', {}, { timeout: 10_000 })).toBeTruthy();
    expect(getSession().user).toBeNull();
    // The page keeps its place behind the dialog: "please log in" stands where it would be.
    expect(screen.getByText('Please log in to view this page')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log in' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('login').textContent).toBe(
        '/portal/login?redirect=%2Fsecret%3Fid%3D1',
      ),
    );
  });

  it('asks a visitor who never logged in, or logged out, to log in, without "session expired"', async () => {
    for (const before of ['anonymous', 'logged out'] as const) {
      document.cookie = `${LOGIN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      if (before === 'logged out') setLoginUser(USER);
      // A logout; with no user, what a fresh page load knows (the tests before ended sessions).
      clearSession({ loggedOut: true });
      renderGuarded('/secret?id=2');
      expect(
        await screen.findByText('Please log in to view this page', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.queryByText('Session expired')).toBeNull();
      expect(screen.queryByText('secret page')).toBeNull();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      });
      await waitFor(() =>
        expect(screen.getByTestId('login').textContent).toBe(
          '/portal/login?redirect=%2Fsecret%3Fid%3D2',
        ),
      );
      cleanup();
    }
  });

  it('sends the visitor to login when the session ends under an open page', async () => {
    document.cookie = `${LOGIN_COOKIE}=demo; path=/`;
    setLoginUser(USER);
    renderGuarded('/secret?menuIndex=1');
    expect(screen.getByText('secret page')).toBeTruthy();
    // What a call answered A0004 does: the server removed the login cookie, the client the user.
    document.cookie = `${LOGIN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    act(() => clearSession());
    expect(await screen.findByText('Session expired', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
  });

  const answer = (rescode: number, msg: string, data: unknown, status = 200) =>
    new Response(JSON.stringify({ rescode, msg, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('lets a live shared link in and sends its token on every later call', async () => {
    clearShareToken();
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.includes(FILE_PATHS.shareOpenLink.path)
          ? answer(200, 'success', {
              entityType: 1,
              entityId: 1,
              needLogin: false,
              redirectUrl: '/secret?id=1&token=share-xyz',
              expiresAt: '2026-12-01T00:00:00.000Z',
            })
          : answer(200, '', 1),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderGuarded('/secret?id=1&token=share-xyz', true);
    expect(await screen.findByText('secret page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(getShareToken()).toBe('share-xyz');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `/api${FILE_PATHS.shareOpenLink.path}?token=share-xyz`,
    );
    await api.get('/front/anything');
    const init = (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['x-share-token']).toBe('share-xyz');
    vi.unstubAllGlobals();
    clearShareToken();
  });

  it('says an expired shared link has expired instead of showing the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(500, 'A0073', null, 410))),
    );
    renderGuarded('/secret?id=1&token=old', true);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
    expect(getShareToken()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('sends the visitor of a link that needs login to login with the full path', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(500, 'A0001', null, 401))),
    );
    renderGuarded('/secret?id=1&token=members', true);
    await waitFor(
      () =>
        expect(screen.getByTestId('login').textContent).toBe(
          '/portal/login?redirect=%2Fsecret%3Fid%3D1%26token%3Dmembers',
        ),
      { timeout: 4000 },
    );
    vi.unstubAllGlobals();
    clearShareToken();
  });

  it('keeps the token of a shared link opened by a signed-in user, and only on shareable pages', () => {
    clearShareToken();
    document.cookie = `${LOGIN_COOKIE}=demo; path=/`;
    setLoginUser(USER);
    renderGuarded('/secret?id=1&token=share-abc', false);
    expect(getShareToken()).toBeNull();
    cleanup();
    renderGuarded('/secret?id=1&token=share-abc', true);
    expect(screen.getByText('secret page')).toBeTruthy();
    expect(getShareToken()).toBe('share-abc');
    clearShareToken();
  });
});
