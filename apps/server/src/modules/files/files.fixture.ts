import { FILE_PATHS } from '@seuiot/contract';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import { LocalStorage } from '../../storage/storage.js';
import {
  cookieHeader,
  createTestApp,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';

export let t: TestApp;
export let storage: LocalStorage;
export let demo: Record<string, string>;
export let bare: Record<string, string>;
export const ids = {
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
export const VIDEO = crypto.randomBytes(5000);

/**
 * The app the files tests run against, with the demo account, a signed-in user without sections,
 * and a video and a file whose bytes are missing added to the seeded catalogue. Each test file
 * calls useFilesApp() once; the bindings above are set before its tests run.
 */
export function useFilesApp(): void {
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
}

/** A GET with optional cookies and headers, without the client header unless given. */
export function raw(url: string, o: { cookies?: Record<string, string>; headers?: object } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(o.cookies ? { cookie: cookieHeader(o.cookies) } : {}),
      ...(o.headers as Record<string, string> | undefined),
    },
  });
}

export const bytesOf = async (fileId: number) => {
  const row = await t.db
    .selectFrom('catalogue_files')
    .select(['storage_key', 'downloads'])
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const chunks: Buffer[] = [];
  for await (const c of storage.get(row.storage_key)) chunks.push(c as Buffer);
  return { bytes: Buffer.concat(chunks), downloads: row.downloads };
};

export const dl = (fileId: number) =>
  `/api${FILE_PATHS.download.path}?fileId=${fileId}&fileType=pdf`;
export const pv = (fileId: number) => `/api${FILE_PATHS.preview.path}?fileId=${fileId}`;

export async function share(body: object, cookies = demo) {
  return post(t, `/api${FILE_PATHS.shareGetLink.path}`, body, { cookies });
}
export async function tokenOf(body: object, cookies = demo): Promise<string> {
  const res = await share(body, cookies);
  expect(res.json().rescode, res.body).toBe(200);
  return new URL(res.json().data).searchParams.get('token')!;
}

export function pdfStreams(pdf: Buffer): string {
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
