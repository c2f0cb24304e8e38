import { APP_PATHS } from '@seuiot/contract';
import { generateSync } from 'otplib';
import type { APIRequestContext, Page } from 'playwright-core';
import { nameOf, type Lang } from './locales.js';
import { consoleText } from './console-text.js';
import { admin, uniqueName } from './sign-up.js';

export { consoleText };

/**
 * A new staff member (admin command) signed in to the console on `page`: password, TOTP
 * enrolment from the key the page shows, recovery codes acknowledged; the dashboard is up.
 */
export async function staffSignIn(page: Page, lang: Lang, ...roles: string[]): Promise<string> {
  const t = (key: string) => consoleText(lang, key);
  const staff = uniqueName('rev');
  const out = await admin('create-staff', staff, ...roles.flatMap((r) => ['--role', r]));
  const password = out.split('\n')[1]!;
  await page.goto(`/seuiot-console/?lang=${lang}`);
  await page.getByLabel(t('auth.username'), { exact: true }).fill(staff);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: nameOf(t('auth.signIn')) }).click();
  await page.getByRole('button', { name: nameOf(t('auth.enrolStart')) }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel(t('auth.code'), { exact: true }).fill(generateSync({ secret: secret }));
  await page.getByRole('button', { name: nameOf(t('auth.confirm')) }).click();
  await page.getByRole('button', { name: nameOf(t('auth.recoverySaved')) }).click();
  await page.getByRole('heading', { level: 1, name: t('shell.dashboard') }).waitFor();
  return staff;
}

/** A JSON POST through a browser context (its session and the CSRF header); the data. */
export async function browserPost<T>(
  request: APIRequestContext,
  apiPath: string,
  body: unknown,
): Promise<T> {
  const res = await request.post(`/api${apiPath}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    data: body,
  });
  const json = (await res.json()) as { rescode: number; data: T };
  if (json.rescode !== 200) throw new Error(`POST /api${apiPath}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Uploads a developer file through a browser context; its business id. */
export async function browserUpload(
  request: APIRequestContext,
  purpose: 'icon' | 'package' | 'media',
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  const res = await request.post(`/api${APP_PATHS.upload.path}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    multipart: { purpose, file: { ...file, buffer: Buffer.from(file.buffer) } },
  });
  const json = (await res.json()) as { rescode: number; data: { busId: number } };
  if (json.rescode !== 200) throw new Error(`upload ${purpose}: ${JSON.stringify(json)}`);
  return json.data.busId;
}
