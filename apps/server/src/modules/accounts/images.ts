import crypto from 'node:crypto';
import type { Db } from '../../db/kysely.js';
import type { CheckedImage } from '../../http/multipart.js';
import { IMAGE_MIME } from '../../lib/images.js';
import type { Storage } from '../../storage/storage.js';

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
      mime: IMAGE_MIME[img.type],
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
