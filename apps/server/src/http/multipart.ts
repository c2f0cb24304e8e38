import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import { sniffImage, type ImageType } from '../lib/images.js';
import { AppError } from './app-error.js';

/** Form uploads: text fields and image files read, checked and refused here, before any store. */

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
  let dims: { width?: number; height?: number };
  try {
    dims = imageSize(buffer);
  } catch {
    throw new AppError('B0007', [field]);
  }
  const width = dims.width ?? 0;
  const height = dims.height ?? 0;
  if (Math.min(width, height) < rule.minPx) throw new AppError('B0004', [field]);
  return { field, buffer, type, width, height };
}

/**
 * Reads a multipart request: text fields and the named image files, each checked against its
 * rule. Nothing is stored here; the caller saves only after every check passed.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, ImageRule>,
): Promise<{ fields: Record<string, string>; images: Record<string, CheckedImage> }> {
  if (!request.isMultipart()) throw new AppError('B0005');
  const maxBytes = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const fields: Record<string, string> = {};
  const images: Record<string, CheckedImage> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: Object.keys(rules).length, fields: MAX_FIELDS },
    })) {
      if (part.type === 'file') {
        const rule = rules[part.fieldname];
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
