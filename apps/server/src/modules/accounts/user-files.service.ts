import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_FILE_KINDS } from '../../db/file-kinds.js';
import { removeQueued } from '../../db/file-removals.js';
import { durably, type Db } from '../../db/kysely.js';
import type { CheckedImage } from '../../http/multipart.js';
import { AppError } from '../../http/app-error.js';
import { IMAGE_MIME } from '../../lib/images.js';
import type { StagedFile, Storage } from '../../storage/storage.js';
import type { AccountsRepo } from './accounts.repo.js';

/**
 * The kinds of file a user uploads. An upload of a kind replaces all the user's files of that
 * kind: one avatar, the two ID photos of the real-name certification, one licence.
 */
export type UserFileKind = 'avatar' | 'identity' | 'license';

const MB = 1024 * 1024;

/** The images a user uploaded (avatar, certification photos), stored and served only to them. */
export class UserFilesService {
  constructor(
    private readonly repo: AccountsRepo,
    private readonly storage: Storage,
    private readonly apiPrefix: string,
    /** Megabytes one account may keep (USER_STORAGE_QUOTA_MB). */
    private readonly quotaMb: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * B0008, naming the quota, when the owner would keep more than it: all they keep now, less
   * their files of `kind` (which the upload replaces), plus `incoming` bytes.
   */
  private async checkQuota(
    repo: AccountsRepo,
    ownerId: number,
    kind: UserFileKind,
    incoming: number,
  ): Promise<void> {
    let kept = incoming;
    // The account's files only (its work-order attachments too): a developer's app files have
    // their own quota (decisions 0015, 0047).
    for (const r of await repo.fileBytesByKind(ownerId))
      if (r.kind !== kind && ACCOUNT_FILE_KINDS.includes(r.kind)) kept += r.bytes;
    if (kept > this.quotaMb * MB) throw new AppError('B0008', `${this.quotaMb} MB`);
  }

  /**
   * Makes checked images the owner's files of `kind`, in place of the ones they replace (decision
   * 0010). The quota is checked before anything is written. The bytes are written first, durably
   * but under a partial name; then one transaction inserts their rows, runs `link` (which points
   * the owner's record at the new ids, on the transaction's connection), deletes the rows of every
   * other file of the kind and checks the quota again (a concurrent upload); only then do the new
   * bytes take their keys, so a crash at any point leaves no stored file without a row (the
   * start-up recovery finishes or removes partial files). Only after that are the replaced bytes
   * removed; a failed removal is logged and does not undo the change. A refused or failed call
   * drops the bytes it wrote, so it leaves neither file nor row.
   */
  async replace<T>(
    ownerId: number,
    kind: UserFileKind,
    images: CheckedImage[],
    link: (db: Db, fileIds: number[]) => Promise<T>,
  ): Promise<T> {
    const incoming = images.reduce((n, img) => n + img.buffer.length, 0);
    await this.checkQuota(this.repo, ownerId, kind, incoming);
    const staged = images.map((img) => ({
      img,
      key: `${kind}/${crypto.randomUUID()}.${img.type}`,
    }));
    const written: StagedFile[] = [];
    let outcome: { result: T; replaced: string[] };
    try {
      for (const { img, key } of staged) written.push(await this.storage.stage(key, img.buffer));
      // Synced at commit on SQLite too: the files are renamed into place and the replaced bytes
      // removed after it, which a commit lost to a power loss would not undo.
      outcome = await durably(this.repo.db, () =>
        this.repo.transaction(async (tx) => {
          const ids: number[] = [];
          for (const { img, key } of staged) {
            ids.push(
              await tx.insertFile({
                owner_id: ownerId,
                kind,
                storage_key: key,
                mime: IMAGE_MIME[img.type],
                size: img.buffer.length,
                width: img.width,
                height: img.height,
                created_at: Date.now(),
              }),
            );
          }
          // The owner's record first: its row lock orders concurrent uploads of one user
          // (PostgreSQL), so the delete below sees every file an earlier one committed.
          const result = await link(tx.db, ids);
          const replaced = await tx.deleteFilesExcept(ownerId, kind, ids);
          await this.checkQuota(tx, ownerId, kind, incoming);
          return { result, replaced };
        }),
      );
    } catch (err) {
      for (const file of written) await file.discard().catch(() => undefined);
      throw err;
    }
    for (const file of written) await file.commit();
    await this.removeBytes(outcome.replaced);
    return outcome.result;
  }

  /** Removes the replaced bytes (journalled in the commit); a failure is logged, never thrown. */
  private async removeBytes(keys: string[]): Promise<void> {
    const { failed } = await removeQueued(this.repo.db, this.storage, keys);
    for (const { key, err } of failed)
      this.log.warn(
        { err, key },
        'could not remove the bytes of a replaced file; retried at start',
      );
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
