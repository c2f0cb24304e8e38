import type { SavedReply, SavedReplyInput } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { iso } from '../../lib/text.js';
import type { AuditHook, Staff } from './orders-staff.service.js';
import type { OrdersStaffRepo } from './orders-staff.repo.js';

type Row = NonNullable<Awaited<ReturnType<OrdersStaffRepo['savedReply']>>>;

function view(r: Row): SavedReply {
  return {
    id: r.id,
    title: r.title,
    zh: r.content_zh,
    en: r.content_en,
    version: r.version,
    updatedBy: r.updated_by,
    updateTime: iso(r.updated_at),
  };
}

/**
 * Saved replies of the console: canned texts in Chinese and English that support staff share and
 * manage. An edit or a removal names the version it was made from: of two concurrent edits, the
 * second is refused (B0009) instead of silently overwriting the first.
 */
export class SavedRepliesService {
  constructor(
    private readonly repo: OrdersStaffRepo,
    private readonly now: () => number = Date.now,
  ) {}

  async list(): Promise<SavedReply[]> {
    return (await this.repo.savedReplies()).map(view);
  }

  async save(input: SavedReplyInput, staff: Staff, audit?: AuditHook): Promise<SavedReply> {
    const values = {
      title: input.title,
      content_zh: input.zh,
      content_en: input.en,
      updated_by: staff.name,
      updated_at: this.now(),
    };
    return this.repo.db.transaction().execute(async (trx) => {
      const tx = this.repo.on(trx);
      let id: number;
      if (input.id === undefined) {
        id = await tx.insertSavedReply(values);
        await audit?.(trx, null, { title: input.title }, id);
      } else {
        const before = await tx.savedReply(input.id);
        if (!before) throw new AppError('A0078');
        if (!(await tx.updateSavedReply(input.id, input.version ?? -1, values)))
          throw new AppError('B0009', ['version']);
        id = input.id;
        await audit?.(
          trx,
          { id, title: before.title, version: before.version },
          { title: input.title },
        );
      }
      return view((await tx.savedReply(id))!);
    });
  }

  async remove(id: number, version: number, audit?: AuditHook): Promise<void> {
    await this.repo.db.transaction().execute(async (trx) => {
      const tx = this.repo.on(trx);
      const before = await tx.savedReply(id);
      if (!before) throw new AppError('A0078');
      if (!(await tx.deleteSavedReply(id, version))) throw new AppError('B0009', ['version']);
      await audit?.(trx, { id, title: before.title, version: before.version }, null);
    });
  }
}
