import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSOLE_ROUTES, CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { api, ApiError } from '../lib/api';
import { ageOf } from '../lib/age';
import { fetchAnswering, renderWithClient, useLang } from '../lib/test-utils';
import { ME_KEY } from '../lib/queries';
import { LoginPage } from '../features/auth/login-page';
import SecondFactorPage from '../features/auth/second-factor-page';
import { DecisionForm } from '../features/certs/cert-detail';
import { screensFor } from './screens';
import { createClient, Gate } from './app';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends the CSRF header, reads the envelope whatever the status, and types the failure', async () => {
    const f = fetchAnswering(
      { rescode: 200, msg: 'success', data: 7 },
      { rescode: 409, msg: 'B0009', data: 'active' },
    );
    expect(await api<number>('POST', CONSOLE_ROUTES.accountDecide, { a: 1 }, f.fn)).toBe(7);
    expect(f.calls[0]!.url).toBe('/api/console/accounts/decide');
    expect((f.calls[0]!.init.headers as Record<string, string>)[CSRF_HEADER]).toBe(CSRF_VALUE);
    const err = await api('POST', CONSOLE_ROUTES.accountDecide, {}, f.fn).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'B0009', data: 'active' });
    const down = await api('GET', '/x', undefined, () =>
      Promise.reject(new Error('offline')),
    ).catch((e: unknown) => e);
    expect(down).toMatchObject({ code: 'network' });
  });
});

describe('screens and ages', () => {
  it('shows each role only its screens; the auditor sees the audit log alone', () => {
    expect(screensFor(['auditor']).map((s) => s.key)).toEqual(['audit']);
    expect(screensFor(['reviewer']).map((s) => s.key)).toEqual([
      'dashboard',
      'accounts',
      'certs',
      'developers',
      'apps',
      'versions',
      'approvals',
    ]);
    expect(screensFor(['support']).map((s) => s.key)).toEqual([
      'dashboard',
      'orders',
      'savedReplies',
    ]);
    expect(screensFor(['reviewer', 'administrator']).map((s) => s.key)).toContain('audit');
  });

  it('shows the editor its screens and sales theirs', () => {
    expect(screensFor(['editor']).map((s) => s.key)).toEqual(['dashboard', 'notices', 'banners']);
    expect(screensFor(['sales']).map((s) => s.key)).toEqual(['dashboard', 'customers']);
  });

  it('gives administrators the staff and approvals screens and the dashboard', () => {
    expect(screensFor(['administrator']).map((s) => s.key)).toEqual([
      'dashboard',
      'audit',
      'staff',
      'approvals',
    ]);
  });

  it('tells an age in the largest whole unit', () => {
    const now = Date.parse('2026-11-30T12:00:00Z');
    expect(ageOf('2026-11-30T11:15:00Z', now)).toEqual({ unit: 'minutes', n: 45 });
    expect(ageOf('2026-11-29T12:00:00Z', now)).toEqual({ unit: 'hours', n: 24 });
    expect(ageOf('2026-11-25T12:00:00Z', now)).toEqual({ unit: 'days', n: 5 });
  });
});

describe('sign-in', () => {
  it('shows the sign-in form without a session, and the translated refusal of a wrong password', async () => {
    const f = fetchAnswering(
      { rescode: 401, msg: 'A0001', data: null },
      { rescode: 400, msg: 'A0050', data: null },
    );
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<Gate />);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Wrong account or password.',
    );
    expect(screen.queryByText('A0050')).toBeNull();
    expect(JSON.parse(f.calls[1]!.init.body as string)).toEqual({
      username: 'ops',
      password: 'wrong',
    });
  });

  it('asks for both fields before calling the server', async () => {
    const f = fetchAnswering();
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(f.calls).toHaveLength(0);
  });

  it('accepts a recovery code in place of the TOTP code and then lets the staff member in', async () => {
    const f = fetchAnswering({
      rescode: 200,
      msg: 'success',
      data: { username: 'ops', roles: ['reviewer'], stage: 'full' },
    });
    vi.stubGlobal('fetch', f.fn);
    const { client } = renderWithClient(
      <SecondFactorPage me={{ username: 'ops', roles: ['reviewer'], stage: 'verify' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(client.getQueryData(ME_KEY)).toMatchObject({ stage: 'full' }));
    expect(JSON.parse(f.calls[0]!.init.body as string)).toEqual({ recoveryCode: 'ABCDE-23456' });
  });

  it('refuses a code that is not six digits without calling the server (in Chinese too)', async () => {
    await useLang('zh');
    const f = fetchAnswering();
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(
      <SecondFactorPage me={{ username: 'ops', roles: ['reviewer'], stage: 'verify' }} />,
    );
    fireEvent.change(screen.getByLabelText('6 位验证码'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    expect(
      await screen.findByText('请输入应用显示的 6 位数字', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(f.calls).toHaveLength(0);
    await useLang('en');
  });
});

describe('certification decision', () => {
  const detail = {
    kind: 'identity' as const,
    userId: 5,
    username: 'certee',
    status: 'pending',
    submittedAt: null,
    fields: [],
    photos: [],
  };

  it('needs a typed reason to reject, and written text for "Other"', async () => {
    const decide = vi.fn();
    renderWithClient(<DecisionForm detail={detail} pending={false} onDecide={decide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Choose a reason to reject', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(decide).toHaveBeenCalledWith({ kind: 'identity', userId: 5, approve: true, reason: '' });
  });
});

describe('a session that ended', () => {
  it('brings back the sign-in page when a call answers A0004', async () => {
    // Answered by path: the staff member once, then no session; every screen call has ended.
    const urls: string[] = [];
    let me = 0;
    const fn = (url: string) => {
      urls.push(url);
      const body =
        url !== '/api/console/auth/me'
          ? { rescode: 401, msg: 'A0004', data: null }
          : me++ === 0
            ? {
                rescode: 200,
                msg: 'success',
                data: { username: 'ops', roles: ['reviewer'], stage: 'full' },
              }
            : { rescode: 401, msg: 'A0001', data: null };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: body.rescode === 200 ? 200 : 400 }),
      );
    };
    vi.stubGlobal('fetch', fn as unknown as typeof fetch);
    renderWithClient(<Gate />, createClient());
    expect(await screen.findByLabelText('Username', {}, { timeout: 8000 })).toBeTruthy();
    // A reviewer's dashboard asks for the review queues and the approvals waiting; an ended
    // session sends the console back to ask who is signed in, and then to the sign-in page.
    expect(urls[0]).toBe('/api/console/auth/me');
    expect(urls).toContain('/api/console/dashboard');
    expect(urls).toContain('/api/console/approvals?pageSize=1');
    expect(urls.at(-1)).toBe('/api/console/auth/me');
    expect(me).toBeGreaterThanOrEqual(2);
  });
});
