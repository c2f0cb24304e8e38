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

  /**
   * Stores a checked image and records it; returns the file id. The bytes are on disk before the
   * row is committed and take their key only after it, so a crash at any point leaves no stored
   * file without a row (the start-up recovery finishes or removes the partial file).
   */
  async save(ownerId: number, kind: string, img: CheckedImage): Promise<number> {
    const key = `${kind}/${crypto.randomUUID()}.${img.type}`;
    const staged = await this.storage.stage(key, img.buffer);
    let id: number;
    try {
      id = await this.repo.insertFile({
        owner_id: ownerId,
        kind,
        storage_key: key,
        mime: IMAGE_MIME[img.type],
        size: img.buffer.length,
        width: img.width,
        height: img.height,
        created_at: Date.now(),
      });
    } catch (err) {
      await staged.discard();
      throw err;
    }
    await staged.commit();
    return id;
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
