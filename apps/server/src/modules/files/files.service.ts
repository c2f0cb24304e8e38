import type { Readable } from 'node:stream';
import { LIMITS, type Lang } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { pick } from '../../lib/text.js';
import type { Viewer } from '../../http/share-token.js';
import type { ByteRange, Storage, StoredStat } from '../../storage/storage.js';
import type { FilesRepo } from './files.repo.js';
import { sharedLinkMark, watermarkPdf } from './watermark.js';

/**
 * A PDF is read whole to stamp it (pdf-lib works on bytes in memory); larger ones are refused
 * rather than let one preview take the process's memory.
 */
const MAX_WATERMARK_BYTES = 64 * 1024 * 1024;

const PREVIEWABLE = new Set<string>([...LIMITS.previewImageExt, ...LIMITS.previewVideoExt, 'pdf']);

export type FileRow = NonNullable<Awaited<ReturnType<FilesRepo['file']>>>;

/** What a download or preview answers: status, headers and a body that is streamed. */
export interface FileAnswer {
  status: 200 | 206 | 302 | 416;
  headers: Record<string, string>;
  body: Readable | Uint8Array | null;
  /** The bytes a 206 sends. */
  range?: ByteRange;
}

/** What of the HTTP request a download or preview heeds. */
export interface FileRequest {
  /** The `Range` header. */
  range?: string;
  /** The `If-Range` header. */
  ifRange?: string;
  /** Whether this request counts as a download (HEAD does not). */
  count: boolean;
  /** The portal's public host, for a share link's watermark (`sharedLinkMark`). */
  host?: string;
}

/** Downloads and previews of catalogue files (spec 6, 7). */
export class FilesService {
  constructor(
    private readonly repo: FilesRepo,
    private readonly storage: Storage,
  ) {}

  /** The file, or A0078 when the id names none. */
  async find(id: number): Promise<FileRow> {
    const row = await this.repo.file(id);
    if (!row) throw new AppError('A0078');
    return row;
  }

  /**
   * The file as an attachment. A download manager may resume it: a byte range is answered with
   * 206 when its `If-Range` (if any) still names these bytes, else the whole file comes again.
   * One download is counted when the bytes from the start are asked for (not a resumption, not
   * HEAD).
   */
  async download(file: FileRow, lang: Lang, request: FileRequest): Promise<FileAnswer> {
    const stat = await this.storage.stat(file.storage_key);
    if (!stat) throw new AppError('A0068');
    const answer = await this.ranged(file, stat, request, {
      ...baseHeaders(file),
      'content-disposition': contentDisposition('attachment', fileName(file, lang), file.id),
    });
    if (request.count && (answer.status === 200 || answer.range?.start === 0))
      await this.repo.countDownload(file.id);
    return answer;
  }

  /**
   * ossDownLoadFile's download when the storage is a bucket: a 302 to a presigned URL of the
   * object that expires after `seconds` (the bucket then answers Range itself). Counted as
   * `download` counts: not for HEAD, not for a range that starts past byte 0. Null when the
   * storage cannot presign (local disk): the caller streams. Never used for previews, so a
   * watermarked PDF is always stamped by the server (decision 0025).
   */
  async downloadRedirect(
    file: FileRow,
    lang: Lang,
    request: FileRequest,
    seconds: number,
  ): Promise<FileAnswer | null> {
    if (!this.storage.presign) return null;
    const stat = await this.storage.stat(file.storage_key);
    if (!stat) throw new AppError('A0068');
    const url = await this.storage.presign(file.storage_key, {
      expiresIn: seconds,
      disposition: contentDisposition('attachment', fileName(file, lang), file.id),
      contentType: file.mime || 'application/octet-stream',
    });
    const range = parseRange(request.range, stat.size);
    if (request.count && (range === null || (range !== 'unsatisfiable' && range.start === 0)))
      await this.repo.countDownload(file.id);
    return {
      status: 302,
      headers: { location: url, 'cache-control': 'private, no-store' },
      body: null,
    };
  }

  /**
   * The file inline, for images, videos and PDFs only (B0004 otherwise). A byte range is answered
   * with 206 (video players seek with it); a PDF flagged for a watermark is stamped with the
   * viewer's username, or the share link's mark for an anonymous visitor, and sent whole.
   */
  async preview(
    file: FileRow,
    viewer: Viewer,
    lang: Lang,
    request: FileRequest,
  ): Promise<FileAnswer> {
    const format = file.format.toLowerCase();
    if (!PREVIEWABLE.has(format)) throw new AppError('B0004', ['fileId']);
    const headers = {
      ...baseHeaders(file),
      'content-disposition': contentDisposition('inline', fileName(file, lang), file.id),
      // Lets the web app show the file in a frame of its own origin, nothing else. `sandbox` gives
      // the document an opaque origin: a PDF's scripts (or any file a browser would run) never
      // run as the portal (decision 0041).
      'content-security-policy':
        "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
    };
    const stat = await this.storage.stat(file.storage_key);
    if (!stat) throw new AppError('A0068');

    if (format === 'pdf' && file.watermark === 1) {
      if (stat.size > MAX_WATERMARK_BYTES)
        throw new AppError('A0068', null, 'too large to watermark');
      const stream = await this.storage.open(file.storage_key);
      if (!stream) throw new AppError('A0068');
      const text =
        viewer.username ??
        (viewer.link ? sharedLinkMark(viewer.link.id, request.host ?? '', Date.now()) : '');
      let stamped: Uint8Array;
      try {
        stamped = await watermarkPdf(await readAll(stream), text);
      } catch (err) {
        // Never fall back to the unmarked file.
        throw new AppError('A0068', null, err);
      }
      return {
        status: 200,
        headers: { ...headers, 'content-length': String(stamped.length), 'accept-ranges': 'none' },
        body: stamped,
      };
    }
    return this.ranged(file, stat, request, headers);
  }

  /** The stored bytes, whole (200) or the asked range (206), or 416 for a range past the end. */
  private ranged(
    file: FileRow,
    stat: StoredStat,
    request: FileRequest,
    headers: Record<string, string>,
  ): Promise<FileAnswer> {
    return rangedFile(this.storage, file, stat, request, headers);
  }
}

/**
 * Stored bytes as an answer: whole (200), the asked range (206) when `If-Range` (if any) still
 * names these bytes, or 416 for a range past the end. Downloads of catalogue files and of app
 * packages (the apps module) answer through here.
 */
export async function rangedFile(
  storage: Pick<Storage, 'open'>,
  file: { id: number; storage_key: string },
  stat: StoredStat,
  request: FileRequest,
  headers: Record<string, string>,
): Promise<FileAnswer> {
  const tag = entityTag(file, stat);
  const modified = stat.modified.toUTCString();
  const validators = { etag: tag, 'last-modified': modified, 'accept-ranges': 'bytes' };
  const range = ifRangeHolds(request.ifRange, tag, modified)
    ? parseRange(request.range, stat.size)
    : null;
  if (range === 'unsatisfiable')
    return {
      status: 416,
      headers: { ...validators, 'content-range': `bytes */${stat.size}` },
      body: null,
    };
  const body = await storage.open(file.storage_key, range ?? undefined);
  if (!body) throw new AppError('A0068');
  if (!range)
    return {
      status: 200,
      headers: { ...headers, ...validators, 'content-length': String(stat.size) },
      body,
    };
  return {
    status: 206,
    headers: {
      ...headers,
      ...validators,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${stat.size}`,
    },
    body,
    range,
  };
}

/**
 * A strong validator of the stored bytes: the file, its size and the time they were written. A
 * file replaced under the same record gets a new one, so a resumed download never splices two.
 */
export function entityTag(file: Pick<FileRow, 'id'>, stat: StoredStat): string {
  return `"${file.id.toString(36)}-${stat.size.toString(36)}-${stat.modified.getTime().toString(36)}"`;
}

/**
 * RFC 9110 13.1.5: a range is honoured when there is no `If-Range`, or it names the current
 * entity tag (strong comparison) or exactly the current `Last-Modified` date.
 */
export function ifRangeHolds(ifRange: string | undefined, tag: string, modified: string): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === tag;
  return value === modified;
}

function baseHeaders(file: FileRow): Record<string, string> {
  return {
    'content-type': file.mime || 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

/** `<name in the language>.<format>`, without characters a file system refuses. */
export function fileName(file: FileRow, lang: Lang): string {
  const base = pick(lang, file.name_zh, file.name_en)
    // Control characters would break the header; the others are refused by file systems.
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\x00-\x1f\x7f]/g, '_')
    .trim();
  return `${base || `file-${file.id}`}.${file.format}`;
}

/**
 * RFC 6266: `filename*` carries the UTF-8 name; `filename` an ASCII fallback for old clients (the
 * name itself when it is plain ASCII, else `file-<id>.<format>`).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string, id: number) {
  const ascii = /^[\x20-\x7e]+$/.test(name)
    ? name.replace(/["\\]/g, '_')
    : `file-${id}${name.includes('.') ? name.slice(name.lastIndexOf('.')) : ''}`.replace(
        /[^\x20-\x7e]|["\\]/g,
        '_',
      );
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * One byte range of a `Range: bytes=...` header, clamped to the file; null to answer the whole
 * file (no header, several ranges, or one we do not understand, as RFC 9110 allows).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header || size === 0) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
