import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, TOKEN_HEADER } from '@seuiot/contract';
import { DEMO_ACCOUNT } from '../../db/seeds/index.js';
import { hashToken, Sessions } from '../../http/session.js';
import { ShareTokens } from '../../http/share-token.js';
import { LocalStorage } from '../../storage/storage.js';
import {
  cookieHeader,
  createTestApp,
  get,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';
import { SHARE_LINKS_PER_HOUR } from './share.service.js';

let t: TestApp;
let storage: LocalStorage;
let demo: Record<string, string>;
let bare: Record<string, string>;
const ids = {
  plainPdf: 0,
  markedPdf: 0,
  text: 0,
  video: 0,
  missing: 0,
  caseId: 0,
  caseFile: 0,
  otherFile: 0,
  centreOnly: 0,
  centreClassification: 0,
  material: 0,
  materialFile: 0,
  document: 0,
};
const VIDEO = crypto.randomBytes(5000);

beforeAll(async () => {
  t = await createTestApp();
  storage = new LocalStorage(path.join(t.config.dataDir, 'files'));
  demo = await loginCookies(t);
  // Signed in, but holding no section of the permission tree.
  await insertUser(t, { username: 'filesbare', password: 'Pass#1234' });
  bare = await loginCookies(t, { username: 'filesbare', password: 'Pass#1234' });

  const files = await t.db.selectFrom('catalogue_files').selectAll().orderBy('id').execute();
  const links = await t.db.selectFrom('entity_files').selectAll().execute();
  const linked = new Set(links.map((l) => l.file_id));
  ids.markedPdf = files.find((f) => f.format === 'pdf' && f.watermark === 1)!.id;
  ids.plainPdf = files.find((f) => f.format === 'pdf' && f.watermark === 0)!.id;
  ids.text = files.find((f) => f.format !== 'pdf')!.id;
  const centre = files.find((f) => f.in_download_centre === 1 && !linked.has(f.id))!;
  ids.centreOnly = centre.id;
  ids.centreClassification = centre.classification_id!;
  const caseLink = links.find((l) => l.entity_type === 'case')!;
  ids.caseId = caseLink.entity_id;
  ids.caseFile = caseLink.file_id;
  ids.otherFile = files.find(
    (f) => !links.some((l) => l.file_id === f.id && l.entity_type === 'case'),
  )!.id;
  const materialLink = links.find((l) => l.entity_type === 'material')!;
  ids.material = materialLink.entity_id;
  ids.materialFile = materialLink.file_id;
  ids.document = (await t.db
    .selectFrom('articles')
    .select('id')
    .where('kind', '=', 'document')
    .where('status', '=', 1)
    .executeTakeFirstOrThrow())!.id;

  const now = Date.now();
  const insert = async (key: string, format: string, mime: string, size: number) =>
    (
      await t.db
        .insertInto('catalogue_files')
        .values({
          classification_id: null,
          section: 'download',
          name_zh: '演示视频',
          name_en: 'Demo clip',
          format,
          size,
          storage_key: key,
          mime,
          downloads: 0,
          watermark: 0,
          in_download_centre: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await storage.put('test/clip.mp4', VIDEO);
  ids.video = await insert('test/clip.mp4', 'mp4', 'video/mp4', VIDEO.length);
  ids.missing = await insert('test/gone.pdf', 'pdf', 'application/pdf', 100);
});
afterAll(async () => {
  await t.close();
});

/** A GET with optional cookies and headers, without the client header unless given. */
function raw(url: string, o: { cookies?: Record<string, string>; headers?: object } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(o.cookies ? { cookie: cookieHeader(o.cookies) } : {}),
      ...(o.headers as Record<string, string> | undefined),
    },
  });
}

const bytesOf = async (fileId: number) => {
  const row = await t.db
    .selectFrom('catalogue_files')
    .select(['storage_key', 'downloads'])
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const chunks: Buffer[] = [];
  for await (const c of storage.get(row.storage_key)) chunks.push(c as Buffer);
  return { bytes: Buffer.concat(chunks), downloads: row.downloads };
};

const dl = (fileId: number) => `/api/front/download/downLoadFile?fileId=${fileId}&fileType=pdf`;
const pv = (fileId: number) => `/api/front/download/previewFile?fileId=${fileId}`;

async function share(body: object, cookies = demo) {
  return post(t, '/api/front/shareLink/getLink', body, { cookies });
}
async function tokenOf(body: object, cookies = demo): Promise<string> {
  const res = await share(body, cookies);
  expect(res.json().rescode, res.body).toBe(200);
  return new URL(res.json().data).searchParams.get('token')!;
}

describe('download', () => {
  it('streams the stored bytes with attachment headers and counts one download', async () => {
    const before = await bytesOf(ids.plainPdf);
    const res = await raw(dl(ids.plainPdf), { cookies: demo });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(before.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(before.bytes.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    const file = await t.db
      .selectFrom('catalogue_files')
      .select('name_zh')
      .where('id', '=', ids.plainPdf)
      .executeTakeFirstOrThrow();
    expect(disposition).toContain(encodeURIComponent(`${file.name_zh}.pdf`));
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before.downloads + 1);

    const en = await raw(`${dl(ids.plainPdf)}&lang=en`, { cookies: demo });
    expect(String(en.headers['content-disposition'])).not.toContain('%E');
  });

  it('resumes with Range while If-Range names the same bytes, and counts only a download from byte 0', async () => {
    const before = await bytesOf(ids.plainPdf);
    const whole = await raw(dl(ids.plainPdf), { cookies: demo });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = String(whole.headers.etag);
    const modified = String(whole.headers['last-modified']);
    expect(etag).toMatch(/^"[0-9a-z-]+"$/);
    expect(new Date(modified).getTime()).toBeGreaterThan(0);

    // The rest of an interrupted download, with either validator.
    for (const ifRange of [etag, modified]) {
      const rest = await raw(dl(ids.plainPdf), {
        cookies: demo,
        headers: { range: 'bytes=100-', 'if-range': ifRange },
      });
      expect(rest.statusCode).toBe(206);
      expect(rest.headers['content-range']).toBe(
        `bytes 100-${before.bytes.length - 1}/${before.bytes.length}`,
      );
      expect(rest.rawPayload.equals(before.bytes.subarray(100))).toBe(true);
      expect(String(rest.headers['content-disposition'])).toMatch(/^attachment/);
    }
    // Whole, then two resumptions: one download.
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before.downloads + 1);

    // A download manager that starts with a range from 0 is counted.
    const head = await raw(dl(ids.plainPdf), { cookies: demo, headers: { range: 'bytes=0-99' } });
    expect([head.statusCode, head.rawPayload.length]).toEqual([206, 100]);
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before.downloads + 2);

    // The file changed since: the whole file again, never a splice of two versions.
    const stale = await raw(dl(ids.plainPdf), {
      cookies: demo,
      headers: { range: 'bytes=100-', 'if-range': '"0-0-0"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(before.bytes)).toBe(true);
    const old = await raw(dl(ids.plainPdf), {
      cookies: demo,
      headers: { range: 'bytes=100-', 'if-range': new Date(0).toUTCString() },
    });
    expect(old.statusCode).toBe(200);
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before.downloads + 4);

    const past = await raw(dl(ids.plainPdf), {
      cookies: demo,
      headers: { range: `bytes=${before.bytes.length}-` },
    });
    expect([past.statusCode, past.json().msg]).toEqual([416, 'B0004']);
    expect(past.headers['content-range']).toBe(`bytes */${before.bytes.length}`);
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before.downloads + 4);
  });

  it('gives a file written again a new entity tag, so an old If-Range no longer resumes it', async () => {
    const row = await t.db
      .selectFrom('catalogue_files')
      .select('storage_key')
      .where('id', '=', ids.plainPdf)
      .executeTakeFirstOrThrow();
    const first = await raw(dl(ids.plainPdf), { cookies: demo });
    const bytes = first.rawPayload;
    // Same bytes and size, written a second later: still another version of the file.
    const file = path.join(t.config.dataDir, 'files', row.storage_key);
    const later = new Date(Date.now() + 1000);
    await fs.promises.utimes(file, later, later);
    const second = await raw(dl(ids.plainPdf), { cookies: demo });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const resumed = await raw(dl(ids.plainPdf), {
      cookies: demo,
      headers: { range: 'bytes=10-', 'if-range': String(first.headers.etag) },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers envelopes: A0001 anonymous, A0017 without the section, A0078 unknown, A0068 bytes missing', async () => {
    const anonymous = await raw(dl(ids.plainPdf));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/json/);
    expect(anonymous.json().msg).toBe('A0001');
    const denied = await raw(dl(ids.plainPdf), { cookies: bare });
    expect([denied.statusCode, denied.json().msg]).toEqual([403, 'A0017']);
    const unknown = await raw(dl(999999), { cookies: demo });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'A0078']);
    const missing = await raw(dl(ids.missing), { cookies: demo });
    expect([missing.statusCode, missing.json().msg]).toEqual([500, 'A0068']);
  });

  it('the overseas call downloads (isPreview 0) or previews (isPreview 1)', async () => {
    const before = (await bytesOf(ids.plainPdf)).downloads;
    const d = await raw(`/api/front/download/ossDownLoadFile?fileId=${ids.plainPdf}&isPreview=0`, {
      cookies: demo,
    });
    expect(String(d.headers['content-disposition'])).toMatch(/^attachment/);
    const p = await raw(`/api/front/download/ossDownLoadFile?fileId=${ids.plainPdf}&isPreview=1`, {
      cookies: demo,
    });
    expect(String(p.headers['content-disposition'])).toMatch(/^inline/);
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before + 1);
  });
});

/** The decoded content streams of a PDF, as text. */
function pdfStreams(pdf: Buffer): string {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at);
    if (start < 0) break;
    const bodyStart = pdf[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = pdf.indexOf('endstream', bodyStart);
    if (end < 0) break;
    const body = pdf.subarray(bodyStart, end);
    try {
      out.push(zlib.inflateSync(body).toString('latin1'));
    } catch {
      out.push(body.toString('latin1'));
    }
    at = end + 9;
  }
  return out.join('\n');
}

describe('preview', () => {
  it('stamps the username on a flagged PDF: a valid PDF, other bytes, same pages', async () => {
    const original = (await bytesOf(ids.markedPdf)).bytes;
    const res = await raw(pv(ids.markedPdf), { cookies: demo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(original)).toBe(false);
    const [a, b] = await Promise.all([
      PDFDocument.load(original),
      PDFDocument.load(res.rawPayload),
    ]);
    expect(b.getPageCount()).toBe(a.getPageCount());
    const hex = Buffer.from(DEMO_ACCOUNT.username).toString('hex').toUpperCase();
    expect(pdfStreams(res.rawPayload).toUpperCase()).toContain(`<${hex}>`);
    expect(pdfStreams(original).toUpperCase()).not.toContain(`<${hex}>`);
  });

  it('sends an unflagged PDF as stored and refuses formats it cannot preview (B0004)', async () => {
    const res = await raw(pv(ids.plainPdf), { cookies: demo });
    expect(res.rawPayload.equals((await bytesOf(ids.plainPdf)).bytes)).toBe(true);
    const text = await raw(pv(ids.text), { cookies: demo });
    expect([text.statusCode, text.json().msg]).toEqual([400, 'B0004']);
  });

  it('answers a byte range of a video with 206, and 416 past the end', async () => {
    const res = await raw(pv(ids.video), { cookies: demo, headers: { range: 'bytes=10-19' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 10-19/${VIDEO.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe('10');
    expect(res.rawPayload.equals(VIDEO.subarray(10, 20))).toBe(true);
    const tail = await raw(pv(ids.video), { cookies: demo, headers: { range: 'bytes=-100' } });
    expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 100))).toBe(true);
    const whole = await raw(pv(ids.video), { cookies: demo });
    expect([whole.statusCode, whole.rawPayload.length]).toEqual([200, VIDEO.length]);
    const past = await raw(pv(ids.video), { cookies: demo, headers: { range: 'bytes=99999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });
});

describe('share links', () => {
  it('makes a link for each type, opening the detail page with the token', async () => {
    const link = (await share({ entityType: 1, entityId: ids.caseId, needLogin: 0 })).json().data;
    expect(link).toMatch(
      new RegExp(`^http://[^/]+/seuiot/solutionDetail\\?id=${ids.caseId}&token=[\\w-]{43}$`),
    );
    const doc = (await share({ entityType: 3, entityId: ids.document, needLogin: 1 })).json().data;
    expect(doc).toMatch(new RegExp(`/seuiot/articleDetail\\?id=${ids.document}&token=`));
    const material = (
      await share({
        entityType: 2,
        entityId: ids.material,
        needLogin: 0,
        redirectUrl: `/marketingDetail?id=${ids.material}&lang=en&token=old`,
      })
    ).json().data;
    expect(material).toMatch(
      new RegExp(`/seuiot/marketingDetail\\?id=${ids.material}&lang=en&token=[\\w-]{43}$`),
    );
    const bad = await share({
      entityType: 2,
      entityId: ids.material,
      needLogin: 0,
      redirectUrl: '/download',
    });
    expect(bad.json().msg).toBe('B0004');
  });

  it('uses PUBLIC_URL when configured', async () => {
    const t2 = await createTestApp({ PUBLIC_URL: 'https://portal.example.com/ignored' });
    try {
      const c = await loginCookies(t2);
      const res = await post(
        t2,
        '/api/front/shareLink/getLink',
        { entityType: 1, entityId: ids.caseId, needLogin: 0 },
        { cookies: c },
      );
      expect(res.json().data).toMatch(/^https:\/\/portal\.example\.com\/seuiot\/solutionDetail\?/);
    } finally {
      await t2.close();
    }
  });

  it('refuses: anonymous A0001, unknown A0078, no section A0017, no CSRF header B0005', async () => {
    const anonymous = await post(t, '/api/front/shareLink/getLink', {
      entityType: 1,
      entityId: ids.caseId,
      needLogin: 0,
    });
    expect(anonymous.json().msg).toBe('A0001');
    expect((await share({ entityType: 1, entityId: 999999, needLogin: 0 })).json().msg).toBe(
      'A0078',
    );
    expect(
      (await share({ entityType: 3, entityId: ids.document, needLogin: 0 }, bare)).json().msg,
    ).toBe('A0017');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/front/shareLink/getLink',
      headers: { cookie: cookieHeader(demo) },
      payload: { entityType: 1, entityId: ids.caseId, needLogin: 0 },
    });
    expect([forged.statusCode, forged.json().msg]).toEqual([403, 'B0005']);
  });

  it('opens a link; an expired one answers A0073', async () => {
    const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const opened = (await raw(`/api/front/shareLink/openLink?token=${token}`)).json();
    expect(opened.data).toMatchObject({
      entityType: 1,
      entityId: ids.caseId,
      needLogin: false,
      redirectUrl: `/solutionDetail?id=${ids.caseId}&token=${token}`,
    });
    const days = (Date.parse(opened.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(LIMITS.shareLinkDays - 0.01);
    expect(days).toBeLessThanOrEqual(LIMITS.shareLinkDays);

    await t.db
      .updateTable('share_links')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const expired = await raw(`/api/front/shareLink/openLink?token=${token}`);
    expect([expired.statusCode, expired.json().msg]).toEqual([410, 'A0073']);
    expect((await raw(`/api/front/shareLink/openLink?token=nonsense`)).json().msg).toBe('A0073');
    const download = await raw(dl(ids.caseFile), { headers: { [TOKEN_HEADER]: token } });
    expect(download.json().msg).toBe('A0073');
    // A signed-in user with the section is not stopped by a stale token.
    expect(
      (await raw(dl(ids.caseFile), { cookies: demo, headers: { [TOKEN_HEADER]: token } }))
        .statusCode,
    ).toBe(200);
  });

  it('the hourly purge removes expired no-login links of every user, and keeps live and login links', async () => {
    const stale = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const live = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const forLogin = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 1 });
    await t.db
      .updateTable('share_links')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(stale))
      .execute();
    const present = async (token: string) =>
      (await t.db
        .selectFrom('share_links')
        .select('id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst()) !== undefined;

    // What the app's hourly timer calls.
    const shares = new ShareTokens(t.db, new Sessions(t.db, t.config));
    expect(await shares.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect([await present(stale), await present(live), await present(forLogin)]).toEqual([
      false,
      true,
      true,
    ]);
    // A purged link reads as what it was: expired.
    const opened = await raw(`/api/front/shareLink/openLink?token=${stale}`);
    expect([opened.statusCode, opened.json().msg]).toEqual([410, 'A0073']);
    expect(await shares.purgeExpired()).toBe(0);
  });

  it('a case token lets an anonymous visitor see the case and download its files, nothing else', async () => {
    const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const h = { [TOKEN_HEADER]: token };
    const viaHeader = await raw(dl(ids.caseFile), { headers: h });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.rawPayload.equals((await bytesOf(ids.caseFile)).bytes)).toBe(true);
    expect((await raw(`${dl(ids.caseFile)}&linkToken=${token}`)).statusCode).toBe(200);
    const other = await raw(dl(ids.otherFile), { headers: h });
    expect([other.statusCode, other.json().msg]).toEqual([401, 'A0001']);

    const detail = await raw(`/api/front/solutionCase/getCaseDetail?id=${ids.caseId}`, {
      headers: h,
    });
    expect(detail.json().rescode).toBe(200);
    expect(detail.json().data.id).toBe(ids.caseId);
    expect(
      (
        await raw(`/api/front/solutionCase/getCaseFiles?caseId=${ids.caseId}`, { headers: h })
      ).json().rescode,
    ).toBe(200);
    const otherCase = await t.db
      .selectFrom('solution_cases')
      .select('id')
      .where('id', '!=', ids.caseId)
      .executeTakeFirstOrThrow();
    expect(
      (await raw(`/api/front/solutionCase/getCaseDetail?id=${otherCase.id}`, { headers: h })).json()
        .msg,
    ).toBe('A0001');
    // The raw token never reaches the log (it sits in URLs as linkToken).
    expect(t.logs.join('\n')).not.toContain(token);
    // Without a token the section rules stand.
    expect((await raw(`/api/front/solutionCase/getCaseDetail?id=${ids.caseId}`)).json().msg).toBe(
      'A0001',
    );
  });

  it('document and material tokens open their detail; a material token covers its files', async () => {
    const doc = await tokenOf({ entityType: 3, entityId: ids.document, needLogin: 0 });
    const article = await raw(`/api/front/article/getById?id=${ids.document}`, {
      headers: { [TOKEN_HEADER]: doc },
    });
    expect(article.json().rescode).toBe(200);
    const material = await tokenOf({ entityType: 2, entityId: ids.material, needLogin: 0 });
    const h = { [TOKEN_HEADER]: material };
    expect(
      (await raw(`/api/front/market/jumpHtml?id=${ids.material}`, { headers: h })).json().rescode,
    ).toBe(200);
    expect((await raw(pv(ids.materialFile), { headers: h })).statusCode).toBe(200);
  });

  it('an anonymous preview of a flagged PDF through a link carries the link mark', async () => {
    const attach = { entity_type: 'case', entity_id: ids.caseId, file_id: ids.markedPdf };
    await t.db
      .insertInto('entity_files')
      .values({ ...attach, sort: 99 })
      .execute();
    try {
      const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
      const res = await raw(pv(ids.markedPdf), { headers: { [TOKEN_HEADER]: token } });
      expect(res.statusCode).toBe(200);
      const hex = Buffer.from('Shared link #').toString('hex').toUpperCase();
      expect(pdfStreams(res.rawPayload).toUpperCase()).toContain(hex);
    } finally {
      await t.db
        .deleteFrom('entity_files')
        .where('entity_type', '=', 'case')
        .where('entity_id', '=', ids.caseId)
        .where('file_id', '=', ids.markedPdf)
        .execute();
    }
  });

  it('a link that needs login refuses anonymous visitors and does not expire', async () => {
    const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 1 });
    const anonymous = await raw(`/api/front/shareLink/openLink?token=${token}`);
    expect([anonymous.statusCode, anonymous.json().msg]).toEqual([401, 'A0001']);
    expect((await raw(dl(ids.caseFile), { headers: { [TOKEN_HEADER]: token } })).json().msg).toBe(
      'A0001',
    );
    const opened = await raw(`/api/front/shareLink/openLink?token=${token}`, { cookies: bare });
    expect(opened.json().data).toMatchObject({ needLogin: true, expiresAt: null });
    // Signed in, the link lets through what it covers even without the section.
    expect(
      (await raw(dl(ids.caseFile), { cookies: bare, headers: { [TOKEN_HEADER]: token } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('favourites', () => {
  const list = async (cookies = demo, query = '') =>
    (await get(t, `/api/front/favorites/list?pageSize=100${query}`, cookies)).json();
  const add = (entityType: number, entityId: number, cookies = demo) =>
    post(t, '/api/front/favorites/add', { entityType, entityId }, { cookies });

  it('adds visible entities once, lists topped first then newest, with names and paths', async () => {
    const fileFav = (await add(2, ids.caseFile)).json().data as number;
    const caseFav = (await add(1, ids.caseId)).json().data as number;
    const docFav = (await add(3, ids.document)).json().data as number;
    const centreFav = (await add(2, ids.centreOnly)).json().data as number;
    const dup = await add(1, ids.caseId);
    expect([dup.statusCode, dup.json().msg]).toEqual([409, 'A0002']);
    expect((await add(1, 999999)).json().msg).toBe('A0078');
    expect((await add(3, ids.document, bare)).json().msg).toBe('A0017');
    expect((await add(1, ids.caseId, {})).json().msg).toBe('A0001');

    let page = await list();
    expect(page.data.list.map((f: { id: number }) => f.id)).toEqual([
      centreFav,
      docFav,
      caseFav,
      fileFav,
    ]);
    const byId = new Map(page.data.list.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(caseFav)).toMatchObject({
      path: `/solutionDetail?id=${ids.caseId}`,
      fileType: '',
      fileSize: 0,
      topped: false,
    });
    expect(byId.get(docFav)).toMatchObject({ path: `/articleDetail?id=${ids.document}` });
    expect(byId.get(fileFav)).toMatchObject({ path: `/solutionDetail?id=${ids.caseId}` });
    expect((byId.get(fileFav) as { fileSize: number }).fileSize).toBeGreaterThan(0);
    expect(byId.get(centreFav)).toMatchObject({
      path: `/download?classificationId=${ids.centreClassification}`,
    });
    const zhName = (byId.get(caseFav) as { name: string }).name;
    const en = await list(demo, '&lang=en');
    const enCase = en.data.list.find((f: { id: number }) => f.id === caseFav);
    expect(enCase.name).not.toBe(zhName);

    const top = (id: number, on: number) =>
      post(t, '/api/front/favorites/updateTop', { id, top: on }, { cookies: demo });
    expect((await top(fileFav, 1)).json().rescode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await top(caseFav, 1);
    page = await list();
    expect(page.data.list.map((f: { id: number }) => f.id)).toEqual([
      caseFav,
      fileFav,
      centreFav,
      docFav,
    ]);
    expect(page.data.list[0].topped).toBe(true);
    await top(caseFav, 0);
    expect((await list()).data.list[0].id).toBe(fileFav);
    expect((await top(fileFav, 1)).json().rescode).toBe(200);
    expect(
      (
        await post(t, '/api/front/favorites/updateTop', { id: fileFav, top: 0 }, { cookies: bare })
      ).json().msg,
    ).toBe('A0078');

    const filtered = await list(demo, '&entityType=2');
    expect(filtered.data.total).toBe(2);

    const state = await get(
      t,
      `/api/front/favorites/state?entityType=2&entityIds=${ids.caseFile},${ids.video}`,
      demo,
    );
    expect(state.json().data).toEqual([{ entityId: ids.caseFile, id: fileFav }]);

    // A case taken down leaves the list and its total quietly.
    await t.db
      .updateTable('solution_cases')
      .set({ status: 0 })
      .where('id', '=', ids.caseId)
      .execute();
    const hidden = await list();
    expect(hidden.data.total).toBe(3);
    expect(hidden.data.list.some((f: { id: number }) => f.id === caseFav)).toBe(false);
    await t.db
      .updateTable('solution_cases')
      .set({ status: 1 })
      .where('id', '=', ids.caseId)
      .execute();
  });

  it('deletes only my own, by id or entity; GET needs the client header too', async () => {
    const id = (await list()).data.list.find((f: { entityType: number }) => f.entityType === 3).id;
    const other = await get(t, `/api/front/favorites/delete?id=${id}`, bare);
    expect([other.statusCode, other.json().msg]).toEqual([404, 'A0078']);
    const noHeader = await raw(`/api/front/favorites/delete?id=${id}`, { cookies: demo });
    expect([noHeader.statusCode, noHeader.json().msg]).toEqual([400, 'B0005']);
    const deleted = await get(t, `/api/front/favorites/delete?id=${id}`, demo);
    expect(deleted.json().rescode).toBe(200);
    expect((await get(t, `/api/front/favorites/delete?id=${id}`, demo)).json().msg).toBe('A0078');
    const byEntity = await post(
      t,
      '/api/front/favorites/delete',
      { entityType: 1, entityId: ids.caseId },
      { cookies: demo },
    );
    expect(byEntity.json().rescode).toBe(200);
    expect((await list()).data.total).toBe(2);
    expect((await get(t, '/api/front/favorites/list')).json().msg).toBe('A0001');
  });
});

describe('OpenAPI', () => {
  it('describes the files, share and favourites calls', async () => {
    const doc = (await get(t, '/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/front/download/downLoadFile',
        '/api/front/download/previewFile',
        '/api/front/download/ossDownLoadFile',
        '/api/front/shareLink/getLink',
        '/api/front/shareLink/openLink',
        '/api/front/favorites/add',
        '/api/front/favorites/delete',
        '/api/front/favorites/list',
        '/api/front/favorites/updateTop',
        '/api/front/favorites/state',
      ]),
    );
  });
});

describe('share link limit', () => {
  it('answers A0079 past the links a user may make in an hour', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_ACCOUNT.username)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await t.db
      .insertInto('share_links')
      .values(
        Array.from({ length: SHARE_LINKS_PER_HOUR }, (_, i) => ({
          token_hash: hashToken(`bulk-${i}`),
          user_id: user.id,
          entity_type: 1,
          entity_id: ids.caseId,
          need_login: 1,
          redirect_url: `/solutionDetail?id=${ids.caseId}`,
          created_at: now - i,
          expires_at: null,
        })),
      )
      .execute();
    const res = await share({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    expect([res.statusCode, res.json().msg]).toEqual([429, 'A0079']);
  });
});
