import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { imageSize } from 'image-size';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import type { Storage } from '../../storage/storage.js';

export type ImageType = 'png' | 'jpg' | 'bmp' | 'gif';

const MIME: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
};

/** The image type by its first bytes; the file name and the browser's claim are not trusted. */
export function sniffImage(buf: Buffer): ImageType | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 2 && buf[0] === 0x42 && buf[1] === 0x4d) return 'bmp';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

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

/** Stores a checked image and records it; returns the file id. */
export async function saveImage(
  db: Db,
  storage: Storage,
  ownerId: number,
  kind: string,
  img: CheckedImage,
): Promise<number> {
  const key = `${kind}/${crypto.randomUUID()}.${img.type}`;
  await storage.put(key, img.buffer);
  const row = await db
    .insertInto('files')
    .values({
      owner_id: ownerId,
      kind,
      storage_key: key,
      mime: MIME[img.type],
      size: img.buffer.length,
      width: img.width,
      height: img.height,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** URL of a stored file of the signed-in user. */
export function userFileUrl(apiPrefix: string, fileId: number): string {
  return `${apiPrefix}/front/user/file/${fileId}`;
}
