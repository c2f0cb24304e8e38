import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_CONTENT_PATHS,
  CONSOLE_ORDER_PATHS,
  CSRF_HEADER,
  CSRF_VALUE,
  LIMITS,
  ORDER_CALLS,
} from '@seuiot/contract';
import {
  cookieHeader,
  get,
  loginCookies,
  makePng,
  multipartBody,
  nextIp,
  type TestApp,
} from '../../test/harness.js';
import { makeDeclaredImage } from '../../test/declared-images.js';
import { postOrderForm } from '../orders/orders.fixture.js';
import { contentApp, staffSession, type Cookies } from './content.fixture.js';

/**
 * What the outside test of issue 24 found in the console's uploads (decision 0041): a banner image
 * past the pixel limit, a banner link that is no web address or portal path, and a staff reply's
 * attachment with invisible characters in its name or past the pixel limit.
 */

let t: TestApp;
let editor: Cookies;
let support: Cookies;
let customer: Cookies;

beforeAll(async () => {
  ({ t, editor } = await contentApp('2026-12-05T08:00:00Z', 'hardening'));
  support = await staffSession(t, 'hardening.support', 'support');
  customer = await loginCookies(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const pixelRefusal = (field: string) => ({
  rescode: 415,
  msg: 'B0007',
  data: { field, maxMegapixels: LIMITS.imageMaxMegapixels, maxSidePx: LIMITS.imageMaxSidePx },
});

function saveBanner(fields: Record<string, string>, image: Buffer) {
  const form = multipartBody(Object.entries(fields), [['image', 'b.png', image]]);
  return t.app.inject({
    method: 'POST',
    url: `/api${CONSOLE_CONTENT_PATHS.bannerSave.path}`,
    headers: {
      'content-type': form.contentType,
      [CSRF_HEADER]: CSRF_VALUE,
      cookie: cookieHeader(editor),
    },
    payload: form.payload,
    remoteAddress: nextIp(),
  });
}

/** Every file under the storage folder, partial ones included. */
function files(): number {
  const dir = path.join(t.config.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
}

describe('console uploads', () => {
  it('refuses a banner image past the pixel limit, storing nothing', async () => {
    const before = files();
    const bomb = await saveBanner(
      { titleZh: 'x', titleEn: 'x' },
      makeDeclaredImage('png', 60_000, 60_000),
    );
    expect(bomb.json()).toEqual(pixelRefusal('image'));
    expect(files()).toBe(before);
  });

  it('keeps a banner link only when it is a web address or a portal path (B0004 names it)', async () => {
    const before = files();
    for (const link of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '/a b',
      'ftp://files.example',
    ]) {
      const res = await saveBanner({ titleZh: 'x', titleEn: 'x', linkEn: link }, makePng(64, 32));
      expect(res.json(), link).toMatchObject({ msg: 'B0004', data: ['linkEn'] });
    }
    expect(files()).toBe(before);
    const ok = await saveBanner(
      { titleZh: 'x', titleEn: 'x', link: '/solution?id=1', linkEn: 'http://example.com/a' },
      makePng(64, 32),
    );
    expect(ok.json().data).toMatchObject({
      link: '/solution?id=1',
      linkEn: 'http://example.com/a',
    });
  });

  it('stores a staff reply’s file name without invisible characters and refuses a picture past the limit', async () => {
    const types = (await get(t, `/api${ORDER_CALLS.orderType.path}`, customer)).json().data;
    const order = await postOrderForm(
      t,
      ORDER_CALLS.submitOrder.path,
      {
        typeId: types[0].id,
        title: 'Screen',
        productName: 'Gateway G1',
        contact: 'c@example.com',
        description: 'Screen',
      },
      [],
      customer,
    );
    const orderId = order.json().data.id as number;
    const bomb = await postOrderForm(
      t,
      CONSOLE_ORDER_PATHS.reply.path,
      { orderId, content: 'see' },
      [['bomb.png', makeDeclaredImage('png', 60_000, 60_000)]],
      support,
    );
    expect(bomb.json()).toEqual(pixelRefusal('bomb.png'));
    const reply = await postOrderForm(
      t,
      CONSOLE_ORDER_PATHS.reply.path,
      { orderId, content: 'see' },
      [['fix\u202Egnp.exe', makePng(64, 64)]],
      support,
    );
    expect(reply.json().rescode, reply.body).toBe(200);
    const d = (await get(t, `/api${ORDER_CALLS.detail.path}?id=${orderId}`, customer)).json().data;
    expect(d.messages.at(-1).attachments.map((a: { name: string }) => a.name)).toEqual([
      'fixgnp.exe',
    ]);
  });
});
