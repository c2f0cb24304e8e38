import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ACCOUNT_PATHS, CIPHER_TEST_VECTOR, type Edition } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { setPortalConfig } from '../../../lib/portal-config';
import ForgotPassword, { loginPathWithout } from './forgot-password';

const envelope = (data: unknown, rescode = 200, msg = 'ok') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

let resetAnswer: () => Response = () => envelope(null);
const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/front/user/check'))
    return Promise.resolve(envelope({ grant: 'grant-1', expiresInSeconds: 600 }));
  if (url.startsWith(`/api${ACCOUNT_PATHS.newPassword.path}`))
    return Promise.resolve(resetAnswer());
  return Promise.resolve(envelope(null, 400, 'A0001'));
});

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderView(edition: Edition) {
  setPortalConfig({
    edition,
    defaultLang: 'en',
    otherEditionUrl: '',
    cipherKey: CIPHER_TEST_VECTOR.key,
    contactEmail: '',
    hotline: '',
    qrImage: '',
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={['/portal/login?view=forgot&redirect=%2Fnotice']}>
        <Routes>
          <Route path="/portal/login" element={<RouteSwitch />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

/** The view while `view=forgot` is in the query, the probe after it has gone. */
function RouteSwitch() {
  const location = useLocation();
  return new URLSearchParams(location.search).get('view') === 'forgot' ? (
    <ForgotPassword />
  ) : (
    <LoginProbe />
  );
}

const bodyOf = (prefix: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith(prefix))
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

describe('ForgotPassword', { timeout: 45_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['account']);
  });
  beforeEach(() => {
    fetchMock.mockClear();
    resetAnswer = () => envelope(null);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('drops only view=forgot from the way back to login', () => {
    expect(loginPathWithout('?view=forgot&redirect=%2Fnotice')).toBe(
      '/portal/login?redirect=%2Fnotice',
    );
    expect(loginPathWithout('?view=forgot')).toBe('/portal/login');
  });

  it('overseas: verifies the e-mail code, sets the encrypted password with the grant, then back to login', async () => {
    renderView('overseas');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('E-mail', { exact: true }), {
      target: { value: 'ada@example.com' },
    });
    await waitFor(() => expect(next.disabled).toBe(true));
    fireEvent.change(screen.getByLabelText('E-mail verification code'), {
      target: { value: '123456' },
    });
    await waitFor(() => expect(next.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(next);
    });
    await screen.findByLabelText('New password');
    expect(bodyOf(`/api${ACCOUNT_PATHS.checkEmail.path}`)).toEqual([
      { email: 'ada@example.com', codes: '123456' },
    ]);

    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: CIPHER_TEST_VECTOR.plain },
    });
    fireEvent.change(screen.getByLabelText('Repeat password'), {
      target: { value: CIPHER_TEST_VECTOR.plain },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    });
    expect(await screen.findByText('Password reset')).toBeTruthy();
    expect(bodyOf(`/api${ACCOUNT_PATHS.newPassword.path}`)).toEqual([
      { grant: 'grant-1', password: CIPHER_TEST_VECTOR.wire },
    ]);
    const back = screen
      .getAllByRole('button', { name: 'Back to login' })
      .find((button) => button.closest('.ant-modal'));
    await act(async () => {
      fireEvent.click(back!);
    });
    await waitFor(() =>
      expect(screen.getByTestId('login').textContent).toBe('/portal/login?redirect=%2Fnotice'),
    );
  });

  it('domestic: asks for the phone and checks it with the phone call', async () => {
    renderView('domestic');
    // Pasted in the spec's +86 form with a copied number's spaces (issue 26): it fits and passes.
    const phone = screen.getByLabelText('Mobile phone', { exact: true }) as HTMLInputElement;
    expect(phone.maxLength).toBeGreaterThanOrEqual('+86 138 0013 8000'.length);
    fireEvent.change(phone, { target: { value: '+86 138 0013 8000' } });
    fireEvent.change(screen.getByLabelText('SMS verification code'), {
      target: { value: '654321' },
    });
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(next);
    });
    await screen.findByLabelText('New password');
    expect(bodyOf(`/api${ACCOUNT_PATHS.checkPhone.path}`)).toEqual([
      { phone: '+86 138 0013 8000', codes: '654321' },
    ]);
  });

  it('starts again at step 1 when the grant is no longer valid (A0016)', async () => {
    resetAnswer = () => envelope(null, 400, 'A0016');
    renderView('overseas');
    fireEvent.change(screen.getByLabelText('E-mail', { exact: true }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('E-mail verification code'), {
      target: { value: '123456' },
    });
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(next);
    });
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Another#1' },
    });
    fireEvent.change(screen.getByLabelText('Repeat password'), {
      target: { value: 'Another#1' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    });
    expect(
      await screen.findByText(
        'The verification has expired. Please request a new code and verify again.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('E-mail', { exact: true })).toBeTruthy();
  });
});
