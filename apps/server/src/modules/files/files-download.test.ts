import { FILE_PATHS } from '@seuiot/contract';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../db/seeds/index.js';
import { get } from '../../test/harness.js';
import {
  t,
  demo,
  bare,
  ids,
  VIDEO,
  useFilesApp,
  raw,
  bytesOf,
  dl,
  pv,
  pdfStreams,
} from './files.fixture.js';

useFilesApp();

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
    const d = await raw(`/api${FILE_PATHS.ossDownload.path}?fileId=${ids.plainPdf}&isPreview=0`, {
      cookies: demo,
    });
    expect(String(d.headers['content-disposition'])).toMatch(/^attachment/);
    const p = await raw(`/api${FILE_PATHS.ossDownload.path}?fileId=${ids.plainPdf}&isPreview=1`, {
      cookies: demo,
    });
    expect(String(p.headers['content-disposition'])).toMatch(/^inline/);
    expect((await bytesOf(ids.plainPdf)).downloads).toBe(before + 1);
  });
});

/** The decoded content streams of a PDF, as text. */

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
    // In a sandbox: the PDF's document has an opaque origin, its scripts never run as the portal.
    const csp = String(res.headers['content-security-policy']).split(/;\s*/);
    expect(csp).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
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

describe('OpenAPI', () => {
  it('describes the files, share and favourites calls', async () => {
    const doc = (await get(t, '/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `/api${FILE_PATHS.download.path}`,
        `/api${FILE_PATHS.preview.path}`,
        `/api${FILE_PATHS.ossDownload.path}`,
        `/api${FILE_PATHS.shareGetLink.path}`,
        `/api${FILE_PATHS.shareOpenLink.path}`,
        '/api/front/favorites/add',
        '/api/front/favorites/delete',
        '/api/front/favorites/list',
        '/api/front/favorites/updateTop',
        '/api/front/favorites/state',
      ]),
    );
  });
});
