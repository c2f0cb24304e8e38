import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { stack } from './stack.js';
import { originOf, type Edition } from './browser.js';
import { newClientIp } from './client-ip.js';
import { codesReceived, waitForCode } from './inbox.js';
import { REPO_ROOT } from './paths.js';
import { ACCOUNT_PATHS, PORTAL_PATHS } from '@seuiot/contract';

/** An account of the accounts journeys. */
export interface Account {
  username: string;
  password: string;
  /** Domestic accounts have a phone, overseas ones an e-mail address (the code went there). */
  phone: string;
  email: string;
  edition: Edition;
}

const ADMIN = path.join(REPO_ROOT, 'apps/server/dist/cli/admin.js');

/** A name nobody has used in this run (letters and digits, within the 3-32 of the contract). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
}

/** A mainland mobile number (11 digits starting with 1) nobody has used in this run. */
export function uniquePhone(): string {
  return `139${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

export function uniqueEmail(name: string): string {
  return `${name}@e2e.example.com`;
}

/** The account and contact details a sign-up would use, before anything is sent. */
export function newAccount(edition: Edition, prefix = 'e2e'): Account {
  const username = uniqueName(prefix);
  return {
    username,
    password: `Pw#${crypto.randomBytes(4).toString('hex')}`,
    phone: edition === 'domestic' ? uniquePhone() : '',
    email: edition === 'overseas' ? uniqueEmail(username) : '',
    edition,
  };
}

/** The operator command of the README, against the test server's database. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: stack().dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return stdout.trim();
}

/** The password wire format of spec 5: AES-128-ECB, PKCS#7, Base64, then `+` -> `_`. */
export function encrypt(key: string, plain: string): string {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    .toString('base64')
    .replace(/\+/g, '_');
}

async function call<T>(
  origin: string,
  method: 'GET' | 'POST',
  apiPath: string,
  clientIp: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${origin}/api${apiPath}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': clientIp,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { rescode: number; msg: string; data: T };
  if (answer.rescode !== 200)
    throw new Error(`${method} /api${apiPath} failed: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Signs an account up through the API as the register page does (code to the edition's channel,
 * read from the sink) and, unless told otherwise, has the operator approve it; `truename` is the
 * name the header shows.
 */
export async function signUp(
  edition: Edition,
  {
    approve = true,
    prefix = 'e2e',
    truename = 'E2E Tester',
  }: { approve?: boolean; prefix?: string; truename?: string } = {},
): Promise<Account> {
  const origin = originOf(edition);
  const account = newAccount(edition, prefix);
  const ip = newClientIp();
  const { cipherKey } = await call<{ cipherKey: string }>(
    origin,
    'GET',
    PORTAL_PATHS.portalConfig.path,
    ip,
  );
  const channel = edition === 'domestic' ? 'sms' : 'email';
  const target = edition === 'domestic' ? account.phone : account.email;
  const before = await codesReceived(channel, target);
  await call(
    origin,
    'POST',
    edition === 'domestic' ? ACCOUNT_PATHS.sendMobileCode.path : ACCOUNT_PATHS.sendEmailCode.path,
    ip,
    edition === 'domestic'
      ? { phone: target, type: 'register' }
      : { email: target, type: 'register' },
  );
  const codes = await waitForCode(channel, target, before);
  await call(origin, 'POST', ACCOUNT_PATHS.register.path, ip, {
    username: account.username,
    password: encrypt(cipherKey, account.password),
    companyName: 'E2E Devices Ltd',
    truename,
    email: account.email,
    saleManager: 'Sales Li',
    category: '1',
    phone: account.phone,
    codes,
    applySystem: 1,
  });
  if (approve) await admin('approve-user', account.username);
  return account;
}
