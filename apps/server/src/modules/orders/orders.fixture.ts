import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE, ORDER_CALLS as R, type OrderDetail } from '@seuiot/contract';
import { createDb, type Db } from '../../db/kysely.js';
import { renderPdf } from '../../db/seeds/pdf.js';
import {
  cookieHeader,
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  multipartBody,
  nextIp,
  post,
  type TestApp,
} from '../../test/harness.js';
import { DevicesRepo } from '../devices/devices.repo.js';
import { DevicesService } from '../devices/devices.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { OrdersRepo } from './orders.repo.js';
import { OrdersAutoClose } from './orders-autoclose.service.js';
import { OrdersStaffRepo } from './orders-staff.repo.js';
import { OrdersStaffService } from './orders-staff.service.js';

/**
 * The app, accounts and helpers of the work-order tests (orders.test.ts, order-lifecycle.test.ts):
 * multipart submission as the web client sends it, a staff side with a clock the test moves, and
 * what a refused upload must leave unchanged.
 */

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;
export let t: TestApp;
export let demo: Record<string, string>;
export let other: Record<string, string>;
export let demoId: number;
export let typeId: number;
export const PNG = makePng(120, 120);
export const PDF = renderPdf({ zh: '日志', en: 'Log' }, 'test', { zh: [], en: [] });
export const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
export const FIELDS = {
  title: 'Gateway offline',
  productName: 'IoT Gateway G1',
  contact: 'demo@example.com',
  description: 'It does not reconnect after a power cut.',
};

/** A staff side (the console will call the same service) with a clock the test moves. */
export const clock = { now: Date.now() };
export let staffDb: Db;
export const staffOn = () => {
  const deps = {
    repo: new OrdersRepo(staffDb),
    storage: undefined as never,
    messages: MessagesService.on(staffDb),
    devices: new DevicesService(new DevicesRepo(staffDb)),
    quotaMb: 50,
    now: () => clock.now,
  };
  const auto = new OrdersAutoClose(deps);
  return Object.assign(new OrdersStaffService(deps, new OrdersStaffRepo(staffDb)), {
    runAutoClose: () => auto.runAutoClose(),
  });
};
export const STAFF = { name: 'Support' };

/** A fresh app for the test file, signed in as the demo customer and another one. */
export function useOrdersApp() {
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_PER_MINUTE: '100000' });
    staffDb = createDb({
      databaseUrl: t.config.databaseUrl,
      dataDir: t.config.dataDir,
      poolMax: 4,
    });
    demo = await loginCookies(t);
    await insertUser(t, { username: 'other', password: 'Pass#1234' });
    other = await loginCookies(t, { username: 'other', password: 'Pass#1234' });
    demoId = (await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow())!.id;
    const types = (await get(t, `/api${R.orderType.path}`, demo)).json().data as { id: number }[];
    typeId = types[0]!.id;
  });
  afterAll(async () => {
    await staffDb.destroy();
    await t.close();
  });
}

/** The demo customer's (or `cookies`') multipart POST to `url`. */
export function send(
  url: string,
  fields: Record<string, string | number>,
  files: [string, Buffer][] = [],
  cookies = demo,
) {
  return postOrderForm(t, url, fields, files, cookies);
}

export async function submitOrder(
  more: Record<string, string | number> = {},
  files: [string, Buffer][] = [],
) {
  const res = await send(R.submitOrder.path, { typeId, ...FIELDS, ...more }, files);
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data as { id: number; number: string; status: number };
}

export async function detail(id: number, cookies = demo, lang = 'en'): Promise<OrderDetail> {
  const res = await get(t, `/api${R.detail.path}?id=${id}&lang=${lang}`, cookies);
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data as OrderDetail;
}

export const act = (route: string, body: unknown, cookies = demo) =>
  post(t, `/api${route}`, body, { cookies });

/** Rows and stored bytes of attachments: what a refused upload must leave unchanged. */
export async function written() {
  const rows = await t.db
    .selectFrom('files')
    .select('storage_key')
    .where('kind', '=', 'order')
    .execute();
  const dir = path.join(t.config.dataDir, 'files', 'order');
  const partial = path.join(t.config.dataDir, 'files', '.partial');
  return {
    orders: Number(
      (
        await t.db
          .selectFrom('work_orders')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    rows: rows.length,
    files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
    partial: fs.existsSync(partial) ? fs.readdirSync(partial).length : 0,
  };
}

/**
 * The work-order tests' multipart POST (the customer's and the console's order calls take
 * forms): the fields, each file under `files`, and the cookies of the caller (none: anonymous),
 * each call from a new address so the rate limits of one test do not reach the next.
 */
export function postOrderForm(
  t: TestApp,
  url: string,
  fields: Record<string, string | number>,
  files: [name: string, data: Buffer][] = [],
  cookies: Record<string, string> = {},
) {
  const body = multipartBody(
    Object.entries(fields).map(([k, v]) => [k, String(v)]),
    files.map(([name, data]): [string, string, Buffer] => ['files', name, data]),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      'content-type': body.contentType,
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
    },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}
