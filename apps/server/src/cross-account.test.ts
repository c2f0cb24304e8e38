import * as contract from '@seuiot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ACCOUNT, type Probe, type World } from './test/cross-account.table.js';
import { needsSignIn } from './http/session-guard.js';
import { snapshotOfA } from './test/cross-account.snapshot.js';
import { crossAccountWorld } from './test/cross-account.world.js';
import { DEMO_ACCOUNT } from './db/seeds/index.js';
import { codeOf, endsSession, judgeAnswer } from './test/fuzz-checks.js';
import {
  createTestApp,
  get,
  nextIp,
  loginCookies,
  post,
  postMultipart,
  type TestApp,
} from './test/harness.js';

/**
 * Cross-account access, grown from the table in cross-account.table.ts: account B (a customer
 * holding every section) calls every call that reads or changes a user-owned object, against
 * account A's objects (the demo account, with its seeded devices, messages, apps and admin
 * accounts, plus a favourite, an avatar, certifications and a search made here). B must be
 * refused where it names A's object (A0078, or A0012 for A's password), an anonymous caller too
 * (A0001); B's answers hold nothing of
 * A's; A's rows and A's session are unchanged after every call. The table must name every path
 * of the contract and every API route of the app. The two accounts are made in
 * cross-account.world.ts, A's rows read in cross-account.snapshot.ts.
 */

type Cookies = Record<string, string>;
let t: TestApp;
let aId: number;
let aCookies: Cookies;
let bCookies: Cookies;
let world: World;
/** Texts only A's rows hold: an answer to B that contains one leaks A's data. */
let markers: string[];

const B = { username: 'mallory', password: 'Mallory#2026' };

/**
 * Every path of the contract: the values of each `*ROUTES` object it exports, and the paths of
 * the described calls of each `*_CALLS` table (decision 0061).
 */
const CONTRACT_PATHS = new Set(
  Object.entries(contract)
    .filter(([name, v]) => /(^|_)ROUTES$/.test(name) && v && typeof v === 'object')
    .flatMap(([, v]) => Object.values(v as Record<string, unknown>))
    .concat(contract.describedCalls(contract).map((c) => c.path))
    .filter((p): p is string => typeof p === 'string' && p.startsWith('/')),
);

/** The API routes of the app (method, contract path), docs and HEAD left out. */
function appRoutes(): { method: string; path: string; url: string }[] {
  const prefix = t.config.apiPrefix;
  return t.routes
    .filter((r) => r.url.startsWith(`${prefix}/`) && !r.url.startsWith(`${prefix}/docs`))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({
          method,
          url: r.url,
          path: r.url.slice(prefix.length).replace(/\/:[^/]+/g, ''),
        })),
    );
}

/** Sends a probe with the given cookies (none: anonymous), as the web client does. */
function send(probe: Probe, cookies: Cookies) {
  const url = t.config.apiPrefix + probe.url;
  if (probe.multipart)
    return postMultipart(t, url, probe.multipart.fields, probe.multipart.files, { cookies });
  if (probe.method === 'POST') return post(t, url, probe.body ?? {}, { cookies });
  return get(t, url, cookies);
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  ({ aId, aCookies, bCookies, world, markers } = await crossAccountWorld(t, B));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the cross-account table', () => {
  it('has an entry for every path of the contract, and none for a path it lacks', () => {
    const missing = [...CONTRACT_PATHS].filter((p) => !(p in CROSS_ACCOUNT));
    expect(missing, 'add these paths to test/cross-account.table.ts').toEqual([]);
    const stale = Object.keys(CROSS_ACCOUNT).filter((p) => !CONTRACT_PATHS.has(p));
    expect(stale).toEqual([]);
  });

  it('knows every API route of the app, and probes each method of an owned one', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const unknown = routes.filter((r) => !CONTRACT_PATHS.has(r.path)).map((r) => r.url);
    expect(unknown, 'API routes without a path in the contract').toEqual([]);
    const unprobed = routes
      .filter((r) => {
        const access = CROSS_ACCOUNT[r.path];
        return (
          access && 'owned' in access && !access.probes(world).some((p) => p.method === r.method)
        );
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unprobed, 'owned routes with a method no probe calls').toEqual([]);
  });

  it('has A holding one object of every kind the probes name', () => {
    expect(markers.length).toBeGreaterThan(5);
    expect(Object.values(world.a).every((v) => v !== undefined && v !== null)).toBe(true);
  });
});

describe('a signed-in call without a session (decision 0039)', () => {
  /** Bodies of every kind: the refusal comes before any of them is read. */
  const BODIES: [string, string | undefined, string][] = [
    ['nothing', undefined, ''],
    ['an empty object', 'application/json', '{}'],
    ['wrong fields', 'application/json', '{"id":"x","pageNum":-1,"__proto__":{"a":1}}'],
    ['broken JSON', 'application/json', '{"a":'],
    [
      'a multipart form',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
  ];

  it('is refused with A0001 (A0004 with an ended session) before its input is read, on every signed-in route', async () => {
    const routes = appRoutes().filter((r) => needsSignIn(t.config.apiPrefix, r.url));
    expect(routes.length).toBeGreaterThan(70);
    const wrong: string[] = [];
    for (const r of routes) {
      const url = `${r.url.replace(/:\w+/g, 'x')}?id=abc&pageSize=-5`;
      for (const [name, type, payload] of BODIES) {
        if (r.method === 'GET' && type) continue;
        for (const [cookie, expected] of [
          [undefined, 'A0001'],
          ['seuiot_sid=ended-or-forged', 'A0004'],
        ] as const) {
          const res = await t.app.inject({
            method: r.method as 'GET',
            url,
            headers: {
              [contract.CSRF_HEADER]: contract.CSRF_VALUE,
              ...(type ? { 'content-type': type } : {}),
              ...(cookie ? { cookie } : {}),
            },
            ...(payload ? { payload } : {}),
            remoteAddress: nextIp(),
          });
          const code = codeOf(res);
          if (res.statusCode !== 401 || code !== expected)
            wrong.push(
              `${r.method} ${r.url} with ${name}${cookie ? ', a dead cookie' : ''}: ${res.statusCode} ${code}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('account B against account A', () => {
  for (const [path, access] of Object.entries(CROSS_ACCOUNT)) {
    if (!('owned' in access)) continue;
    it(`${path} (${access.owned})`, async () => {
      for (const probe of access.probes(world)) {
        const label = `${probe.method} ${probe.url}`;
        const before = await snapshotOfA(t.db, aId);
        const res = await send(probe, bCookies);
        expect(judgeAnswer(res, true).problem, label).toBeNull();
        if (probe.refuse) expect(probe.refuse, label).toContain(codeOf(res));
        const leaked = markers.filter((m) => res.body.includes(m));
        expect(leaked, `${label} shows A's data`).toEqual([]);
        if (probe.clean && codeOf(res) === null)
          expect(probe.clean(res.json<{ data: unknown }>().data, world), label).toBe(true);
        expect(await snapshotOfA(t.db, aId), `${label} changed A's rows`).toBe(before);
        if (endsSession(res)) bCookies = await loginCookies(t, B);

        if (probe.refuse) {
          // Anonymous: log in first (A0001), or the same refusal when the object is shown to no one.
          const anonymous = await send(probe, {});
          // A signed-in call says only that (decision 0039); an open one may refuse as it does B.
          const signedIn = needsSignIn('', probe.url.split('?')[0]!.replace(/\/\d+$/, ''));
          expect(signedIn ? ['A0001'] : ['A0001', ...probe.refuse], `${label} anonymous`).toContain(
            codeOf(anonymous),
          );
          expect(await snapshotOfA(t.db, aId), `${label} anonymous changed A's rows`).toBe(before);
        }
        // A is still signed in, as A.
        const me = await get(t, '/api/user/get_login_user', aCookies);
        expect(me.json().data?.username, `${label} ended A's session`).toBe(DEMO_ACCOUNT.username);
      }
    });
  }
});
