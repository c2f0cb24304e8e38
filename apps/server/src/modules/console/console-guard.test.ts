import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as contract from '@seuiot/contract';
import {
  CONSOLE_ORDER_PATHS,
  CONSOLE_ROUTES,
  CSRF_HEADER,
  CSRF_VALUE,
  describedCalls,
  isStaffCall,
  STAFF_SESSION_COOKIE,
} from '@seuiot/contract';
import { buildApp } from '../../app.js';
import { cookieHeader, createTestApp, loginCookies, type TestApp } from '../../test/harness.js';
import { consoleKit, type Cookies } from './console-kit.fixture.js';

/**
 * Every console call of the running app, found from its routes rather than listed by hand (issue
 * 15: "every console call refused without a staff session, without the role, without 2FA, with a
 * customer session"). A route added later is checked here without anyone writing its entry; only
 * the sign-in steps are open before the second factor. The calls carry no body or query at all:
 * who is calling is decided before what they sent is read, so an anonymous caller learns nothing of
 * a call's parameters (decision 0036).
 */

let t: TestApp;
let k: ReturnType<typeof consoleKit>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  k = consoleKit(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** The sign-in steps: reachable before the second factor (each checks its own stage). */
const SIGN_IN = new Set<string>([
  CONSOLE_ROUTES.login,
  CONSOLE_ROUTES.logout,
  CONSOLE_ROUTES.me,
  CONSOLE_ROUTES.totpEnrol,
  CONSOLE_ROUTES.totpConfirm,
  CONSOLE_ROUTES.totpVerify,
]);

/** The audit log's calls: the auditor's (and the administrator's) only power. */
const AUDIT_CALLS = new Set<string>([
  CONSOLE_ROUTES.audit,
  CONSOLE_ROUTES.auditVerify,
  CONSOLE_ROUTES.auditExport,
  CONSOLE_ROUTES.auditActions,
]);

/** The console routes of the app: [method, path after the API prefix]. */
function consoleRoutes(): ['GET' | 'POST', string][] {
  const prefix = t.config.apiPrefix;
  return t.routes
    .filter((r) => r.url.startsWith(`${prefix}/console/`))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST')
        .map((m): ['GET' | 'POST', string] => [m, r.url.slice(prefix.length)]),
    );
}

describe('every console call', () => {
  it('is found from the app, the sign-in steps and the contract alike', () => {
    const paths = new Set(consoleRoutes().map(([, p]) => p));
    expect(paths.size).toBeGreaterThan(50);
    for (const p of SIGN_IN) expect(paths, p).toContain(p);
    const named = new Set<string>([
      ...Object.values(CONSOLE_ROUTES),
      ...describedCalls(contract)
        .filter(isStaffCall)
        .map((c) => c.path),
    ]);
    const unnamed = [...paths].filter((p) => !named.has(p));
    expect(unnamed, 'console routes without a path in the contract').toEqual([]);
  });

  it('is refused with no staff session, a customer session, a forged cookie and before the second factor', async () => {
    const customer = await loginCookies(t);
    const forged: Cookies = { ...customer, [STAFF_SESSION_COOKIE]: Object.values(customer)[0]! };
    const password = await k.createStaff('guard.half', 'administrator', 'reviewer');
    const half = await k.passwordStep('guard.half', password);
    const wrong: string[] = [];
    for (const [method, path] of consoleRoutes()) {
      if (SIGN_IN.has(path)) continue;
      const expectations: [string, Cookies, string][] = [
        ['anonymous', {}, 'A0001'],
        ['customer', customer, 'A0001'],
        ['forged', forged, 'A0004'],
        ['password only', half, 'A0001'],
      ];
      for (const [who, cookies, code] of expectations) {
        const res = await k.call(method, path, cookies);
        const body = res.json() as { rescode: number; msg: string; data: unknown };
        if (body.msg !== code || body.data !== null)
          wrong.push(`${method} ${path} ${who}: ${res.statusCode} ${body.msg}`);
      }
      // The password step is still there after the refusals (a forged cookie clears only itself).
      expect((await k.call('GET', CONSOLE_ROUTES.me, half)).json().rescode, path).toBe(200);
    }
    expect(wrong).toEqual([]);
  });

  it('is refused to a staff member without its role: an auditor reaches the audit log only', async () => {
    const auditor = await k.staffSession('guard.auditor', 'auditor');
    const passed: string[] = [];
    for (const [method, path] of consoleRoutes()) {
      if (SIGN_IN.has(path) || AUDIT_CALLS.has(path)) continue;
      const res = await k.call(method, path, auditor.cookies);
      const body = res.json() as { rescode: number; msg: string };
      // The role is checked before the (missing) body or query is read: 403, never 400 naming
      // the call's fields (issue 26).
      if (res.statusCode !== 403 || body.msg !== 'A0017')
        passed.push(`${method} ${path}: ${res.statusCode} ${body.msg}`);
    }
    expect(passed).toEqual([]);
    // A saved reply sent by a staff member of the wrong role, with a body that does not fit.
    const save = await k.call('POST', CONSOLE_ORDER_PATHS.savedReplySave.path, auditor.cookies, {
      titleZh: '',
      bodyEn: 42,
    });
    expect([save.statusCode, save.json().msg, save.json().data]).toEqual([403, 'A0017', null]);
    for (const path of AUDIT_CALLS) {
      const method = path === CONSOLE_ROUTES.auditVerify ? 'POST' : 'GET';
      expect((await k.call(method, path, auditor.cookies)).statusCode, path).toBe(200);
    }
  });
});

describe('the second factor under guesses sent at once (decision 0036)', () => {
  it('compares at most five codes per password step, however many arrive together', async () => {
    const s = await k.staffSession('guard.burst', 'reviewer');
    k.nextStep();
    const half = await k.passwordStep('guard.burst', s.password);
    const right = generateSync({ secret: s.secret });
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    // Nineteen wrong codes and, last, the right one: the right one comes past the fifth guess.
    const codes = [...Array.from({ length: 19 }, () => wrong), right];
    const answers = await Promise.all(
      codes.map((code) => k.call('POST', CONSOLE_ROUTES.totpVerify, half, { code })),
    );
    const msgs = answers.map((r) => r.json().msg as string);
    expect(msgs.filter((m) => m === 'A0008').length).toBeLessThanOrEqual(4);
    expect(msgs.at(-1)).toBe('A0004');
    expect((await k.call('GET', CONSOLE_ROUTES.dashboard, half)).json().msg).toBe('A0004');
  });

  it('counts the tries in the session, so a second instance gives no fresh five', async () => {
    // The count was each process's memory: two instances behind a load balancer gave ten tries.
    const other = await buildApp({ config: t.config, db: t.db });
    try {
      const s = await k.staffSession('guard.spread', 'reviewer');
      k.nextStep();
      const half = await k.passwordStep('guard.spread', s.password);
      const right = generateSync({ secret: s.secret });
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      const verify = (app: FastifyInstance, code: string) =>
        app.inject({
          method: 'POST',
          url: `/api${CONSOLE_ROUTES.totpVerify}`,
          headers: { [CSRF_HEADER]: CSRF_VALUE, cookie: cookieHeader(half) },
          payload: { code },
        });
      const msgs: string[] = [];
      for (const app of [t.app, other, t.app, other])
        msgs.push((await verify(app, wrong)).json().msg);
      expect(msgs).toEqual(['A0008', 'A0008', 'A0008', 'A0008']);
      // The fifth try, on the instance that has seen two, ends the session everywhere.
      expect((await verify(other, wrong)).json().msg).toBe('A0004');
      expect((await verify(t.app, right)).json().msg).toBe('A0004');
      expect((await verify(other, right)).json().msg).toBe('A0004');
    } finally {
      await other.close();
    }
  });
});
