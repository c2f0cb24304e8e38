import { AUTH_PATHS, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@seuiot/contract';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { encryptWire } from '../lib/password.js';

/** What a browser sends with an API call of the web app (the bench must pay for compression too). */
export const BROWSER_HEADERS = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'seuiot-bench',
  [CSRF_HEADER]: CSRF_VALUE,
};

/** Logs the demo user (or `account`) in and returns the Cookie header of the session. */
export async function loginCookie(
  api: string,
  cipherKey: string,
  account: { username: string; password: string } = DEMO_ACCOUNT,
): Promise<string> {
  const res = await fetch(`${api}${AUTH_PATHS.login.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CSRF_HEADER]: CSRF_VALUE,
      accept: 'application/json',
    },
    body: new URLSearchParams({
      username: account.username,
      password: encryptWire(cipherKey, account.password),
    }),
  });
  const body = (await res.json()) as { rescode?: number; msg?: string };
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const session = cookies.find((c) => c.split('=')[0]?.endsWith(SESSION_COOKIE));
  if (body.rescode !== 200 || !session) {
    throw new Error(`demo login failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return cookies.join('; ');
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
