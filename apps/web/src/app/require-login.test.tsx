import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LOGIN_COOKIE } from '@seuiot/contract';
import { api } from '../lib/api-client';
import { initI18n } from '../lib/i18n';
import { clearSession, getSession, setLoginUser } from '../lib/session';
import { clearShareToken, getShareToken } from '../lib/share-token';
import { Providers } from './providers';
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
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('login').textContent).toBe(
        '/portal/login?redirect=%2Fsecret%3Fid%3D1',
      ),
    );
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

  it('lets a shared link in and sends its token on every later call', async () => {
    clearShareToken();
    renderGuarded('/secret?id=1&token=share-xyz', true);
    expect(screen.getByText('secret page')).toBeTruthy();
    expect(getShareToken()).toBe('share-xyz');
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ rescode: 200, msg: '', data: 1 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/front/anything');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['x-share-token']).toBe('share-xyz');
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
