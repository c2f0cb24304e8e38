import { generateSync } from 'otplib';
import { vi } from 'vitest';
import { CONSOLE_ROUTES, CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { runAdmin } from '../cli/admin.js';
import { cookieHeader, cookiesOf, nextIp, type TestApp } from './harness.js';

export type Cookies = Record<string, string>;

/**
 * Staff for console tests: created by the admin command, signed in with a TOTP code of a step not
 * used before (the tests fake only Date: a code is accepted once per 30-second step).
 */
export function consoleKit(t: () => TestApp) {
  const call = (method: 'GET' | 'POST', path: string, cookies: Cookies = {}, body?: unknown) =>
    t().app.inject({
      method,
      url: `/api${path}`,
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
      },
      remoteAddress: nextIp(),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  const staffSession = async (name: string, ...roles: string[]): Promise<Cookies> => {
    const out = await runAdmin(['create-staff', name, ...roles.flatMap((r) => ['--role', r])], {
      DATABASE_URL: t().config.databaseUrl,
      DATA_DIR: t().config.dataDir,
    });
    const password = out.split('\n')[1]!;
    const login = await call('POST', CONSOLE_ROUTES.login, {}, { username: name, password });
    const cookies = cookiesOf(login);
    const enrol = (await call('POST', CONSOLE_ROUTES.totpEnrol, cookies)).json();
    vi.setSystemTime(Date.now() + 30_000);
    const code = generateSync({ secret: enrol.data.secret as string });
    const confirm = await call('POST', CONSOLE_ROUTES.totpConfirm, cookies, { code });
    if (confirm.json().rescode !== 200) throw new Error(`TOTP enrolment failed: ${confirm.body}`);
    return cookies;
  };

  return { call, staffSession };
}
