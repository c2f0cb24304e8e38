import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LIMITS } from '@seuiot/contract';
import { durably } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import {
  parseFields,
  readStreamedMultipart,
  type StreamedFile,
  type StreamRule,
} from '../../http/multipart.js';
import { IMAGE_HEAD_BYTES, pixelChecked } from '../../http/image-limits.js';
import { ATTACHMENT_MIME, sniffAttachment, type AttachmentType } from '../../lib/attachments.js';
import { storedFileName } from '../../lib/file-names.js';
import type { StagedFile, Storage } from '../../storage/storage.js';
import type { OrdersRepo } from './orders.repo.js';

const MB = 1024 * 1024;

/** An attachment written under a partial name, waiting for its row (storage.stage). */
export interface StagedAttachment {
  key: string;
  file: StagedFile;
  discard(): Promise<void>;
}
export type UploadedAttachment = StreamedFile<AttachmentType, StagedAttachment>;

/** Links the staged files to an order (and a message) inside the caller's transaction. */
export type LinkFiles = (orderId: number, messageId: number | null) => Promise<void>;

/** The attachments of a work order or a reply, the customer's and staff's alike. */
export const ATTACHMENT_RULE: StreamRule<AttachmentType> = {
  field: 'files',
  maxFiles: LIMITS.orderAttachmentsMax,
  maxBytes: LIMITS.orderAttachmentMaxMb * 1024 * 1024,
  // A picture's dimensions are checked in its first bytes (decision 0041).
  sniff: pixelChecked((filename) => filename, sniffAttachment),
  sniffBytes: IMAGE_HEAD_BYTES,
};

/**
 * Reads a multipart request: its files staged by `stage` as they stream in (limits and magic
 * bytes checked on the way), then its fields by `schema`; a refused field drops the files.
 */
export async function readAttachments<T extends z.ZodType>(
  request: FastifyRequest,
  stage: (body: AsyncIterable<Buffer>) => Promise<StagedAttachment>,
  schema: T,
): Promise<{ fields: z.infer<T>; files: UploadedAttachment[] }> {
  const read = await readStreamedMultipart(request, ATTACHMENT_RULE, stage);
  try {
    return { fields: parseFields(schema, read.fields), files: read.files };
  } catch (err) {
    await discardAll(read.files);
    throw err;
  }
}

/** Drops staged files (a refused request leaves nothing behind). */
export async function discardAll(files: UploadedAttachment[]): Promise<void> {
  for (const f of files) await f.stored.discard().catch(() => undefined);
}

/**
 * Attachments of work orders, the customer's and staff's alike: streamed to storage under a
 * partial name, named by rows written in the caller's transaction, and kept only when it commits.
 */
export class OrderFiles {
  constructor(
    private readonly repo: OrdersRepo,
    private readonly storage: Storage,
    private readonly now: () => number,
  ) {}

  /**
   * Writes one attachment's bytes under a partial name as they arrive (the multipart reader
   * checks them on the way); they take their key only after the row that names them commits.
   */
  async stage(body: AsyncIterable<Buffer>): Promise<StagedAttachment> {
    const key = `order/${crypto.randomUUID()}`;
    const file = await this.storage.stage(key, Readable.from(body));
    return { key, file, discard: () => file.discard() };
  }

  /**
   * Runs `write` (one transaction that inserts the rows naming the staged files), then gives the
   * files their keys; a refused or failed write drops them, so nothing is left behind. `owner`
   * is the customer whose quota the files count against (decision 0010); staff files have none.
   */
  async withFiles<T>(
    owner: { userId: number; quotaMb: number } | null,
    files: UploadedAttachment[],
    write: (tx: OrdersRepo, link: LinkFiles) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      if (files.length > LIMITS.orderAttachmentsMax) throw new AppError('B0004', ['files']);
      const incoming = files.reduce((n, f) => n + f.size, 0);
      if (owner && incoming) {
        const quota = owner.quotaMb * MB;
        if ((await this.repo.storedBytes(owner.userId)) + incoming > quota)
          throw new AppError('B0008', `${owner.quotaMb} MB`);
      }
      const tx = async (repo: OrdersRepo) =>
        write(repo, async (orderId, messageId) => {
          if (
            files.length &&
            (await repo.countAttachments(orderId, messageId)) + files.length >
              LIMITS.orderAttachmentsMax
          )
            throw new AppError('B0004', ['files']);
          for (const f of files) {
            const fileId = await repo.insertFile({
              owner_id: owner?.userId ?? null,
              kind: 'order',
              storage_key: f.stored.key,
              mime: ATTACHMENT_MIME[f.type],
              size: f.size,
              width: null,
              height: null,
              created_at: this.now(),
            });
            await repo.linkFile({
              order_id: orderId,
              message_id: messageId,
              file_id: fileId,
              name: storedFileName(f.filename, 255, 'file'),
              format: f.type,
            });
          }
        });
      result = files.length
        ? await durably(this.repo.db, () => this.repo.transaction(tx))
        : await this.repo.transaction(tx);
    } catch (err) {
      await discardAll(files);
      throw err;
    }
    for (const f of files) await f.stored.file.commit();
    return result;
  }
}

/** The attachment parts of a work order's multipart body (the console's reply takes the same). */
export const ORDER_ATTACHMENTS = {
  files: {
    description: `An attachment: png, jpg, gif, PDF, zip or text, ≤ ${LIMITS.orderAttachmentMaxMb} MB`,
    many: LIMITS.orderAttachmentsMax,
  },
};
