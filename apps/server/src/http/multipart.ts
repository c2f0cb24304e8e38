import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { isUploadField, type ErrorCode, type UploadFieldName } from '@seuiot/contract';
import { sniffImage, type ImageType } from '../lib/images.js';
import { AppError } from './app-error.js';
import { checkedDimensions } from './image-limits.js';

/**
 * Form uploads: text fields and image files read, checked and refused here, before any store; one
 * large file streamed through a guard that checks it while it arrives (`readStreamedFile`,
 * developer apps), and several files streamed to a store (`readStreamedMultipart`, work orders).
 */

const MAX_FIELDS = 20;

export interface ImageRule {
  maxBytes: number;
  minPx: number;
  types: readonly string[];
}

export interface CheckedImage {
  field: string;
  buffer: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

/**
 * Reads one uploaded file (the multipart limit stops it at maxBytes) and checks its real type
 * and dimensions: B0006 too large, B0007 not an allowed image, B0004 smaller than allowed.
 */
export async function readImage(part: MultipartFile, rule: ImageRule): Promise<CheckedImage> {
  const field = part.fieldname;
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('B0006', [field]);
    throw err;
  }
  if (part.file.truncated || buffer.length > rule.maxBytes) throw new AppError('B0006', [field]);
  if (buffer.length === 0) throw new AppError('A0058', [field]);
  const type = sniffImage(buffer);
  if (!type || !rule.types.includes(type)) throw new AppError('B0007', [field]);
  // B0007 past the pixel limit too (decision 0041).
  const { width, height } = checkedDimensions(field, buffer);
  if (Math.min(width, height) < rule.minPx) throw new AppError('B0004', [field]);
  return { field, buffer, type, width, height };
}

/**
 * Reads a multipart request: text fields and the named image files, each checked against its
 * rule. Nothing is stored here; the caller saves only after every check passed.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: Partial<Record<UploadFieldName, ImageRule>>,
): Promise<{ fields: Record<string, string>; images: Record<string, CheckedImage> }> {
  if (!request.isMultipart()) throw new AppError('B0005');
  const maxBytes = Math.max(...Object.values(rules).map((r) => r?.maxBytes ?? 0));
  const fields: Record<string, string> = {};
  const images: Record<string, CheckedImage> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: Object.keys(rules).length, fields: MAX_FIELDS },
    })) {
      if (part.type === 'file') {
        const rule = isUploadField(part.fieldname) ? rules[part.fieldname] : undefined;
        if (!rule) {
          await (part as MultipartFile).toBuffer().catch(() => undefined);
          throw new AppError('B0004', [part.fieldname]);
        }
        images[part.fieldname] = await readImage(part as MultipartFile, rule);
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    // The parser's own errors carry no status (no boundary, a body that ends inside a part, the
    // client went away): a malformed request, not a failure of ours (found by fuzz.test.ts and
    // uploads.test.ts): B0005, with the parser's error logged. Limits and our codes pass as they are.
    if (err instanceof AppError || (err as { statusCode?: number } | null)?.statusCode) throw err;
    throw new AppError('B0005', null, err);
  }
  return { fields, images };
}

/** The text fields by the contract's schema: B0001 names the missing ones, else B0004 the bad. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.infer<T> {
  const r = schema.safeParse(fields);
  if (r.success) return r.data;
  const missing = new Set<string>();
  const invalid = new Set<string>();
  for (const issue of r.error.issues) {
    const field = issue.path.join('.') || 'body';
    const v = fields[field];
    (v === undefined || !v.trim() ? missing : invalid).add(field);
  }
  throw new AppError(missing.size ? 'B0001' : 'B0004', [...(missing.size ? missing : invalid)]);
}

/** B0001 with the names of the required images that did not come. */
export function requireImages(images: Record<string, CheckedImage>, names: string[]): void {
  const missing = names.filter((n) => !images[n]);
  if (missing.length) throw new AppError('B0001', missing);
}

/** A rule for streamed files: the part name, how many, how large, and what their bytes may be. */
export interface StreamRule<K extends string> {
  /** The part's name; refusals name it (the web and console say it in words: decision 0047). */
  field: UploadFieldName;
  maxFiles: number;
  maxBytes: number;
  /** Reads a file's first bytes (up to `sniffBytes`) and its name; null refuses it (B0007). */
  sniff: (head: Buffer, filename: string) => K | null;
  sniffBytes: number;
}

/** Something a store call wrote that can still be dropped. */
export interface Discardable {
  discard(): Promise<void>;
}

export interface StreamedFile<K extends string, S extends Discardable> {
  filename: string;
  type: K;
  size: number;
  stored: S;
}

/**
 * Reads a multipart request whose files are streamed to `store` as they arrive (never held whole
 * in memory): each file's first bytes are checked by `rule.sniff` before any byte reaches the
 * store, and its size by the parser's limit. B0004 names a file part of another name or one file
 * too many, B0007 a refused type, B0006 a file over the limit, A0058 an empty one. On any refusal
 * or failure every file stored so far is discarded before the error is thrown, so a refused
 * request leaves nothing written; on success the caller owns (commits or discards) them all.
 */
export async function readStreamedMultipart<K extends string, S extends Discardable>(
  request: FastifyRequest,
  rule: StreamRule<K>,
  store: (body: AsyncIterable<Buffer>) => Promise<S>,
): Promise<{ fields: Record<string, string>; files: StreamedFile<K, S>[] }> {
  if (!request.isMultipart()) throw new AppError('B0005');
  const fields: Record<string, string> = {};
  const files: StreamedFile<K, S>[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: rule.maxBytes, files: rule.maxFiles, fields: MAX_FIELDS },
    })) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== rule.field) {
        file.file.resume();
        throw new AppError('B0004', [file.fieldname]);
      }
      const filename = file.filename || 'file';
      // Set by the generator as the bytes pass.
      const seen: { type: K | null; size: number } = { type: null, size: 0 };
      async function* checked(): AsyncGenerator<Buffer> {
        let head: Buffer[] = [];
        let headBytes = 0;
        for await (const chunk of file.file as AsyncIterable<Buffer>) {
          seen.size += chunk.length;
          if (seen.type) {
            yield chunk;
            continue;
          }
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes < rule.sniffBytes) continue;
          yield decide(Buffer.concat(head));
          head = [];
        }
        if (!seen.type && headBytes > 0) yield decide(Buffer.concat(head));
      }
      const decide = (head: Buffer): Buffer => {
        seen.type = rule.sniff(head, filename);
        if (!seen.type) throw new AppError('B0007', [filename]);
        return head;
      };
      let stored: S;
      try {
        stored = await store(checked());
      } catch (err) {
        file.file.resume();
        throw err;
      }
      const refusal = file.file.truncated
        ? new AppError('B0006', [filename])
        : seen.size === 0 || !seen.type
          ? new AppError('A0058', [filename])
          : null;
      if (refusal) {
        await stored.discard().catch(() => undefined);
        throw refusal;
      }
      files.push({ filename, type: seen.type as K, size: seen.size, stored });
    }
  } catch (err) {
    for (const f of files) await f.stored.discard().catch(() => undefined);
    const code = (err as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('B0006', [rule.field], err);
    if (code === 'FST_FILES_LIMIT') throw new AppError('B0004', [rule.field], err);
    if (err instanceof AppError || (err as { statusCode?: number } | null)?.statusCode) throw err;
    throw new AppError('B0005', null, err);
  }
  return { fields, files };
}

/** How a streamed file is checked while its bytes arrive. */
export interface FileStreamRule {
  /** More than this many bytes: B0006, and the stream stops there. */
  maxBytes: number;
  /** How many first bytes `sniff` needs (fewer when the file is shorter). */
  headBytes: number;
  /** The file's type by its first bytes, or null to refuse it with `refuse`. */
  sniff: (head: Buffer) => string | null;
  refuse: ErrorCode;
  /** Data of the refusal (the field name by default). */
  refuseData?: unknown;
  /** Keep this many first bytes in memory for the caller (an image's dimensions). */
  keepBytes?: number;
}

/**
 * Passes a file's bytes on while checking them: the count against the limit (an error as soon as
 * it is passed, so nothing over it is ever written) and the type by the first bytes (an error
 * before any byte is passed on).
 */
export class UploadGuard extends Transform {
  private seen = 0;
  private readonly head: Buffer[] = [];
  private headLength = 0;
  /** The sniffed type, once the first bytes were checked. */
  type: string | null = null;
  /** The first `keepBytes` bytes. */
  kept: Buffer = Buffer.alloc(0);

  constructor(
    private readonly rule: FileStreamRule,
    private readonly field: UploadFieldName,
  ) {
    super();
  }

  get bytes(): number {
    return this.seen;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.rule.maxBytes) return cb(new AppError('B0006', [this.field]));
    if (this.kept.length < (this.rule.keepBytes ?? 0))
      this.kept = Buffer.concat([this.kept, chunk]).subarray(0, this.rule.keepBytes);
    if (this.type !== null) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < this.rule.headBytes) return cb();
    this.check(cb);
  }

  override _flush(cb: TransformCallback): void {
    if (this.seen === 0) return cb(new AppError('A0058', [this.field]));
    if (this.type === null) return this.check(cb);
    cb();
  }

  private check(cb: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head.length = 0;
    const type = this.rule.sniff(head);
    if (!type) return cb(new AppError(this.rule.refuse, this.rule.refuseData ?? [this.field]));
    this.type = type;
    cb(null, head);
  }
}

/**
 * Reads a multipart request whose one file is streamed, not buffered (an install package may be
 * 150 MB): the text fields must come first; when the file part `field` arrives, `start` turns
 * them into the file's rule (it may refuse the call: nothing is read then), and `sink` consumes
 * the checked bytes (stores them under a partial name). A limit passed, a wrong type, a body cut
 * off or a client gone makes the sink fail, and `discard` drops what a sink finished when the
 * request fails after it, so a refused or broken upload leaves nothing behind.
 */
export async function readStreamedFile<T>(
  request: FastifyRequest,
  opts: {
    field: UploadFieldName;
    /** The largest limit of any rule (the parser stops the file there too). */
    maxBytes: number;
    start: (fields: Record<string, string>) => Promise<FileStreamRule>;
    sink: (fields: Record<string, string>, stream: UploadGuard, fileName: string) => Promise<T>;
    discard: (result: T) => Promise<void>;
  },
): Promise<{ fields: Record<string, string>; result: T; guard: UploadGuard; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('B0005');
  const fields: Record<string, string> = {};
  let done: { result: T; guard: UploadGuard; fileName: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: opts.maxBytes, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 },
    })) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== opts.field) {
        file.file.resume();
        throw new AppError('B0004', [file.fieldname]);
      }
      let rule: FileStreamRule;
      try {
        rule = await opts.start(fields);
      } catch (err) {
        file.file.resume();
        throw err;
      }
      const guard = new UploadGuard(rule, opts.field);
      // The parser stops a file at its limit and says so; the guard's own count says it first
      // when the rule's limit is lower. A body cut off inside the file fails the guard too.
      file.file.on('limit', () => guard.destroy(new AppError('B0006', [opts.field])));
      file.file.on('error', (err) => guard.destroy(err));
      // A refused file is read on to its end and dropped, so the parser finishes the request
      // (destroying its stream would stall it) and the answer is not cut short.
      guard.on('error', () => {
        file.file.unpipe(guard);
        file.file.resume();
      });
      file.file.pipe(guard);
      // A client gone while its file streams (connection reset) ends the parser's input without
      // an end or an error on the file: the sink would wait for ever, its partial file kept. The
      // request's own close says it (decision 0036).
      const raw = request.raw;
      const gone = () => {
        if (!raw.complete) guard.destroy(new AppError('B0005', [opts.field]));
      };
      raw.once('close', gone);
      raw.once('error', gone);
      // Gone before its file part was reached: no close is coming any more.
      if (raw.destroyed) gone();
      const fileName = (file.filename ?? '').slice(-200);
      let result: T;
      try {
        result = await opts.sink(fields, guard, fileName);
      } finally {
        raw.off('close', gone);
        raw.off('error', gone);
      }
      done = { result, guard, fileName };
    }
    if (!done) throw new AppError('B0001', [opts.field]);
    return { fields, ...done };
  } catch (err) {
    if (done) await opts.discard(done.result).catch(() => undefined);
    // As in readMultipart: the parser's own errors (a body cut off, the client gone) are the
    // client's failure, B0005; our codes and the parser's limits pass as they are.
    if (err instanceof AppError || (err as { statusCode?: number } | null)?.statusCode) throw err;
    throw new AppError('B0005', null, err);
  }
}
