import { generateSync } from 'otplib';
import { expect, vi } from 'vitest';
import { CONSOLE_ROUTES, CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { runAdmin } from '../../cli/admin.js';
import { cookieHeader, cookiesOf, nextIp, type TestApp } from '../../test/harness.js';

export type Cookies = Record<string, string>;

/**
 * Console test helpers over one test app: calls with the CSRF header and a fresh address, staff
 * made by `create-staff`, and sign-in with TOTP. The caller fakes Date (`vi.useFakeTimers({
 * toFake: ['Date'] })`): each code is computed for a step not used before.
 */
export function consoleKit(t: TestApp) {
  function nextStep(): void {
    vi.setSystemTime(Date.now() + 30_000);
  }

  function call(method: 'GET' | 'POST', path: string, cookies: Cookies = {}, body?: unknown) {
    return t.app.inject({
      method,
      url: `/api${path}`,
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
      },
      remoteAddress: nextIp(),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  async function msg(method: 'GET' | 'POST', path: string, cookies: Cookies, body?: unknown) {
    return (await call(method, path, cookies, body)).json().msg as string;
  }

  function admin(...args: string[]) {
    return runAdmin(args, { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir });
  }

  async function createStaff(name: string, ...roles: string[]): Promise<string> {
    const out = await admin('create-staff', name, ...roles.flatMap((r) => ['--role', r]));
    return out.split('\n')[1]!;
  }

  async function passwordStep(name: string, password: string): Promise<Cookies> {
    const res = await call('POST', CONSOLE_ROUTES.login, {}, { username: name, password });
    expect(res.json().rescode).toBe(200);
    return cookiesOf(res);
  }

  /** Enrols TOTP in a session at the password step; answers the secret and recovery codes. */
  async function enrol(cookies: Cookies) {
    const e = (await call('POST', CONSOLE_ROUTES.totpEnrol, cookies)).json();
    expect(e.rescode).toBe(200);
    const secret: string = e.data.secret;
    nextStep();
    const confirm = await call('POST', CONSOLE_ROUTES.totpConfirm, cookies, {
      code: generateSync({ secret: secret }),
    });
    expect(confirm.json().rescode).toBe(200);
    return { secret, recovery: confirm.json().data.recoveryCodes as string[] };
  }

  /** A staff member made by the admin command, signed in with both factors. */
  async function staffSession(name: string, ...roles: string[]) {
    const password = await createStaff(name, ...roles);
    const cookies = await passwordStep(name, password);
    return { cookies, password, ...(await enrol(cookies)) };
  }

  return { call, msg, admin, nextStep, createStaff, passwordStep, enrol, staffSession };
}
