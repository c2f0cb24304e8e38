import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS as A,
  APP_PATHS,
  CSRF_HEADER,
  CSRF_VALUE,
  IMAGE_RULES,
  ORDER_CALLS as O,
} from '@seuiot/contract';
import { DEMO_ACCOUNT } from './db/seeds/index.js';
import {
  cookieHeader,
  createTestApp,
  insertUser,
  loginCookies,
  makePng,
  multipartBody,
  nextIp,
  type TestApp,
} from './test/harness.js';

/**
 * Every upload call of the portal, cut off in the middle of its file (decision 0036): the body
 * ends without its closing boundary, or the connection breaks while the file streams. The answer
 * is an envelope below 500 and nothing is left behind: no stored or partial file, no file row.
 * (The avatar has its own, uploads.test.ts; the console's reply, orders-staff.test.ts.)
 */

let t: TestApp;
let cookies: Record<string, string>;
/** A new account, with no certification yet. */
let fresh: Record<string, string>;
let draftAppId: number;
let openOrderId: number;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  cookies = await loginCookies(t);
  await insertUser(t, { username: 'cut.fresh', password: 'Fresh#2026' });
  fresh = await loginCookies(t, { username: 'cut.fresh', password: 'Fresh#2026' });
  const a = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_ACCOUNT.username)
    .executeTakeFirstOrThrow();
  draftAppId = (
    await t.db
      .selectFrom('apps')
      .select('id')
      .where('developer_id', '=', a.id)
      .where('review_status', '=', 'draft')
      .executeTakeFirstOrThrow()
  ).id;
  openOrderId = (
    await t.db
      .selectFrom('work_orders')
      .select('id')
      .where('user_id', '=', a.id)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** Every file under the storage root, partial ones included. */
function filesOnDisk(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

/**
 * The files on disk that were not there `before`, once the request's clean-up is done (up to 3 s:
 * a refusal cleans up after it answers). Files may go meanwhile (the removal journal): not new.
 */
async function newFiles(before: string[]): Promise<string[]> {
  let added: string[] = [];
  for (let i = 0; i < 30; i++) {
    added = filesOnDisk().filter((f) => !before.includes(f));
    if (added.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return added;
}

/** The newest file row's id: a row above it was made by the call. */
async function fileRows(): Promise<number> {
  const r = await t.db
    .selectFrom('files')
    .select((eb) => eb.fn.max('id').as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n ?? 0);
}

const png = makePng(IMAGE_RULES.idPhoto.minPx, IMAGE_RULES.idPhoto.minPx, 200_000);
const apk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(400_000, 7)]);

/** The upload calls: fields first, then the file that is cut. */
interface Upload {
  url: string;
  fields: () => [string, string][];
  file: [string, string];
  bytes?: Buffer;
  /** Sent by the new account (certifications), else by the demo developer. */
  fresh?: boolean;
}
const UPLOADS: Upload[] = [
  {
    url: A.identitySubmit.path,
    fields: () => [
      ['truename', 'Cut Off'],
      ['idType', 'passport'],
      ['idNumber', 'E12345670'],
    ],
    file: ['portrait', 'p.png'],
    fresh: true,
  },
  {
    url: A.enterpriseSubmit.path,
    fields: () => [['companyName', 'Cut Co.']],
    file: ['license', 'l.png'],
  },
  {
    url: APP_PATHS.upload.path,
    fields: () => [['purpose', 'icon']],
    file: ['file', 'icon.png'],
  },
  {
    url: APP_PATHS.upload.path,
    fields: () => [['purpose', 'media']],
    file: ['file', 'shot.png'],
  },
  {
    url: APP_PATHS.upload.path,
    fields: () => [
      ['purpose', 'package'],
      ['appId', String(draftAppId)],
    ],
    file: ['file', 'app.apk'],
    bytes: apk,
  },
  {
    url: O.submitOrder.path,
    fields: () => [
      ['submit', '0'],
      ['title', 'cut off'],
    ],
    file: ['files', 'log.png'],
  },
  {
    url: O.submitMsg.path,
    fields: () => [
      ['orderId', String(openOrderId)],
      ['content', 'cut off'],
    ],
    file: ['files', 'shot.png'],
  },
];

function send(u: Upload, contentType: string, payload: Buffer | Readable) {
  return t.app.inject({
    method: 'POST',
    url: t.config.apiPrefix + u.url,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      'content-type': contentType,
      cookie: cookieHeader(u.fresh ? fresh : cookies),
    },
    payload,
    remoteAddress: nextIp(),
  });
}

describe('an upload cut off in the middle of its file', () => {
  for (const u of UPLOADS) {
    it(`${u.url} (${u.file[0]} ${u.file[1]}): no closing boundary, nothing kept`, async () => {
      const before = filesOnDisk();
      const rows = await fileRows();
      const bytes = u.bytes ?? png;
      const body = multipartBody(u.fields(), [[u.file[0], u.file[1], bytes]]);
      const cut = body.payload.subarray(0, body.payload.length - bytes.length / 2);
      const res = await send(u, body.contentType, cut);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().msg).toMatch(/^[AB]\d{4}$/);
      expect(await newFiles(before)).toEqual([]);
      expect(await fileRows()).toBe(rows);
    });

    it(`${u.url} (${u.file[0]} ${u.file[1]}): the connection breaks while it streams, nothing kept`, async () => {
      const before = filesOnDisk();
      const rows = await fileRows();
      const bytes = u.bytes ?? png;
      const body = multipartBody(u.fields(), [[u.file[0], u.file[1], bytes]]);
      const half = body.payload.subarray(0, body.payload.length - bytes.length / 2);
      let sent = false;
      const stream = new Readable({
        read() {
          if (!sent) {
            sent = true;
            this.push(half);
          } else setImmediate(() => this.destroy(new Error('connection reset')));
        },
      });
      const res = await send(u, body.contentType, stream).catch(() => null);
      // The server may still be reading what arrived: let it get to the file before looking.
      await new Promise((r) => setTimeout(r, 300));
      if (res) expect(res.statusCode, res.body).toBeLessThan(500);
      // Whatever the answer (or none), nothing of the file is left once the request is over.
      expect(await newFiles(before)).toEqual([]);
      expect(await fileRows()).toBe(rows);
    });
  }
});

describe('an upload whose client goes away over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  for (const u of UPLOADS) {
    it(`${u.url} (${u.file[0]} ${u.file[1]}): the request ends and nothing of the half-sent file is kept`, async () => {
      const before = filesOnDisk();
      const rows = await fileRows();
      const bytes = u.bytes ?? png;
      const body = multipartBody(u.fields(), [[u.file[0], u.file[1], bytes]]);
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write(
        [
          `POST ${t.config.apiPrefix}${u.url} HTTP/1.1`,
          'Host: 127.0.0.1',
          `${CSRF_HEADER}: ${CSRF_VALUE}`,
          `Content-Type: ${body.contentType}`,
          `Content-Length: ${body.payload.length}`,
          `Cookie: ${cookieHeader(u.fresh ? fresh : cookies)}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(body.payload.subarray(0, body.payload.length - bytes.length / 2));
      // The file is being read (a partial file written, for a developer upload); then the
      // connection is reset.
      await new Promise((r) => setTimeout(r, 300));
      socket.resetAndDestroy();
      expect(await newFiles(before)).toEqual([]);
      expect(await fileRows()).toBe(rows);
    });
  }
});
