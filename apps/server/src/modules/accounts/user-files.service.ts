import crypto from 'node:crypto';
import type { CheckedImage } from '../../http/multipart.js';
import { AppError } from '../../http/app-error.js';
import { IMAGE_MIME } from '../../lib/images.js';
import type { Storage } from '../../storage/storage.js';
import type { AccountsRepo } from './accounts.repo.js';

/** The images a user uploaded (avatar, certification photos), stored and served only to them. */
export class UserFilesService {
  constructor(
    private readonly repo: AccountsRepo,
    private readonly storage: Storage,
    private readonly apiPrefix: string,
  ) {}

  /** Stores a checked image and records it; returns the file id. */
  async save(ownerId: number, kind: string, img: CheckedImage): Promise<number> {
    const key = `${kind}/${crypto.randomUUID()}.${img.type}`;
    await this.storage.put(key, img.buffer);
    return this.repo.insertFile({
      owner_id: ownerId,
      kind,
      storage_key: key,
      mime: IMAGE_MIME[img.type],
      size: img.buffer.length,
      width: img.width,
      height: img.height,
      created_at: Date.now(),
    });
  }

  /** URL of a stored file of the signed-in user. */
  url(fileId: number): string {
    return `${this.apiPrefix}/front/user/file/${fileId}`;
  }

  /** A stored file, only to its owner (A0078 otherwise). */
  async own(userId: number, fileId: number) {
    const f = await this.repo.ownFile(userId, fileId);
    if (!f) throw new AppError('A0078');
    return { stream: this.storage.get(f.storage_key), mime: f.mime, size: f.size };
  }
}
