import {
  canTransition,
  LIMITS,
  ORDER_REQUIRED_FIELDS,
  ORDER_CALLS,
  ORDER_STATUS,
  type Lang,
  type OrderAttachment,
  type OrderDetail,
  type OrderListItem,
  type OrderListQuery,
  type OrderRate,
  type OrderType,
  type Page,
  type SubmitMsgFields,
  type SubmitOrderFields,
} from '@seuiot/contract';
import { removeQueued } from '../../db/file-removals.js';
import { pagedList } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, pick } from '../../lib/text.js';
import type { Storage } from '../../storage/storage.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { MessagesService } from '../messages/messages.service.js';
import {
  discardAll,
  OrderFiles,
  type StagedAttachment,
  type UploadedAttachment,
} from './order-files.service.js';
import { clockOf, DAY, moveOrder, statusName } from './order-status.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

export type { StagedAttachment, UploadedAttachment } from './order-files.service.js';
export { clockOf } from './order-status.js';

/** What the orders services need; `now` is the clock (tests move it). */
export interface OrdersDeps {
  repo: OrdersRepo;
  storage: Storage;
  messages: MessagesService;
  devices: DevicesService;
  /** Megabytes one account may keep (USER_STORAGE_QUOTA_MB, decision 0010). */
  quotaMb: number;
  now?: () => number;
  /** Told of each customer a write changed what they read (the server's answer cache). */
  onUserChange?: (userId: number, topic: 'messages' | 'orders') => void;
}

/** YYYYMMDD of `ms` in UTC. */
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

/** `WO-YYYYMMDD-NNNN` (more digits after the 9,999th order of a day). */
export function orderNumber(day: string, seq: number): string {
  return `WO-${day}-${String(seq).padStart(4, '0')}`;
}

/**
 * Work orders, the customer's side: types, my list and one order, submit, reply, close, reopen
 * and rate. Staff actions are in orders-staff.service.ts, the automatic close in
 * orders-autoclose.ts; every change of status goes through `moveOrder` (order-status.ts), which
 * applies the contract's one transition table with a conditional update.
 */
export class OrdersService {
  private readonly repo: OrdersRepo;
  private readonly now: () => number;
  private readonly files: OrderFiles;

  constructor(private readonly deps: OrdersDeps) {
    this.repo = deps.repo;
    this.now = deps.now ?? Date.now;
    this.files = new OrderFiles(deps.repo, deps.storage, this.now);
  }

  private owner(userId: number) {
    return { userId, quotaMb: this.deps.quotaMb };
  }

  // ---- reading

  async types(lang: Lang): Promise<OrderType[]> {
    return (await this.repo.types()).map((t) => ({
      id: t.id,
      name: pick(lang, t.name_zh, t.name_en),
      group: t.grp,
    }));
  }

  /** My order, or A0078: another customer's order answers exactly like a missing one. */
  private async mine(userId: number, id: number, repo = this.repo): Promise<OrderRow> {
    const order = await repo.order(id);
    if (!order || order.user_id !== userId) throw new AppError('A0078');
    return order;
  }

  async list(userId: number, q: OrderListQuery, lang: Lang): Promise<Page<OrderListItem>> {
    const filter = { status: q.status, keyword: q.keyword };
    return pagedList(
      q,
      () => this.repo.countMine(userId, filter),
      (w) => this.repo.pageMine(userId, filter, w),
      (rows) =>
        rows.map((r) => ({
          id: r.id,
          number: r.number,
          title: r.title,
          typeName: r.type_zh === null ? '' : pick(lang, r.type_zh, r.type_en ?? r.type_zh),
          productName: r.product_name,
          status: r.status,
          statusName: statusName(r.status, lang),
          createTime: iso(r.created_at),
          replyTime: r.last_staff_reply_at === null ? null : iso(r.last_staff_reply_at),
        })),
    );
  }

  async detail(userId: number, id: number, lang: Lang): Promise<OrderDetail> {
    const o = await this.mine(userId, id);
    const [messages, files] = await Promise.all([
      this.repo.messages(o.id),
      this.repo.attachments(o.id),
    ]);
    const view = (f: (typeof files)[number]): OrderAttachment => ({
      id: f.id,
      name: f.name,
      size: f.size,
      mime: f.mime,
      previewable: f.format !== 'zip' && f.format !== 'log',
      url: `${ORDER_CALLS.file.path}?id=${f.id}`,
    });
    const now = this.now();
    const reopenUntil = o.closed_at === null ? null : o.closed_at + LIMITS.orderReopenDays * DAY;
    return {
      id: o.id,
      number: o.number,
      title: o.title,
      typeId: o.type_id,
      typeName: o.type_zh === null ? '' : pick(lang, o.type_zh, o.type_en ?? o.type_zh),
      productName: o.product_name,
      contact: o.contact,
      description: o.description,
      status: o.status,
      statusName: statusName(o.status, lang),
      createTime: iso(o.created_at),
      replyTime: o.last_staff_reply_at === null ? null : iso(o.last_staff_reply_at),
      submitTime: o.submitted_at === null ? null : iso(o.submitted_at),
      closeTime: o.closed_at === null ? null : iso(o.closed_at),
      closedBy: (o.closed_by as OrderDetail['closedBy']) ?? null,
      autoCloseTime:
        o.status === ORDER_STATUS.replied && o.last_staff_reply_at !== null
          ? iso(o.last_staff_reply_at + LIMITS.orderAutoCloseDays * DAY)
          : null,
      reopenUntil: reopenUntil === null ? null : iso(reopenUntil),
      linkedOrder:
        o.linked_order_id === null || o.linked_number === null
          ? null
          : { id: o.linked_order_id, number: o.linked_number },
      mergedInto:
        o.merged_into_id === null || o.merged_number === null
          ? null
          : { id: o.merged_into_id, number: o.merged_number },
      device:
        o.device_serial === null ? null : { serial: o.device_serial, model: o.device_model ?? '' },
      app: o.app_name === null ? null : { name: o.app_name, version: o.app_version ?? '' },
      rating:
        o.rating === null
          ? null
          : { score: o.rating, comment: o.rating_comment ?? '', createTime: iso(o.rated_at ?? 0) },
      actions: {
        reply: canTransition('customerReply', o.status),
        close: canTransition('customerClose', o.status),
        reopen:
          canTransition('reopen', o.status) &&
          reopenUntil !== null &&
          now <= reopenUntil &&
          o.merged_into_id === null,
        rate: o.status === ORDER_STATUS.closed && o.rating === null,
        editDraft: canTransition('saveDraft', o.status),
      },
      clock: clockOf(o, now, lang),
      attachments: files.filter((f) => f.message_id === null).map(view),
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author as 'customer' | 'staff' | 'system',
        authorName: m.author_name,
        content: m.content_en !== null && lang === 'en' ? m.content_en : m.content,
        createTime: iso(m.created_at),
        attachments: files.filter((f) => f.message_id === m.id).map(view),
      })),
    };
  }

  // ---- attachments

  stage(body: AsyncIterable<Buffer>): Promise<StagedAttachment> {
    return this.files.stage(body);
  }

  /** One attachment of my orders with its stored key, or A0078 (another's: the same answer). */
  async attachment(userId: number, id: number) {
    const a = await this.repo.attachment(id);
    if (!a || a.user_id !== userId) throw new AppError('A0078');
    return a;
  }

  // ---- the customer

  /**
   * A new order, a draft, or one of my drafts (`id`) updated or sent. Sending needs the five
   * fields of spec 5 (B0001 names each missing one); a draft needs a title. The device must be
   * one of mine (A0078 otherwise); a linked order must be mine and closed.
   */
  async submit(
    userId: number,
    f: SubmitOrderFields,
    files: UploadedAttachment[],
  ): Promise<{ id: number; number: string; status: number }> {
    const submit = f.submit === 1;
    let device: { serial: string; model: string } | null = null;
    try {
      // A draft being sent is checked with its saved fields, in the transaction below.
      const missing =
        submit && f.id === undefined
          ? ORDER_REQUIRED_FIELDS.filter((k) => f[k] === undefined)
          : f.title === undefined && f.id === undefined
            ? ['title']
            : [];
      if (missing.length) throw new AppError('B0001', missing);
      if (f.typeId !== undefined && !(await this.repo.typeExists(f.typeId)))
        throw new AppError('B0004', ['typeId']);
      if (f.deviceSerial !== undefined) {
        device = await this.deps.devices.ownDevice(userId, f.deviceSerial);
        if (!device) throw new AppError('B0004', ['deviceSerial']);
      }
      if (f.appVersion !== undefined && f.appName === undefined)
        throw new AppError('B0001', ['appName']);
      if (f.linkedOrderId !== undefined) {
        const linked = await this.repo.order(f.linkedOrderId);
        if (!linked || linked.user_id !== userId) throw new AppError('B0004', ['linkedOrderId']);
      }
    } catch (err) {
      await discardAll(files);
      throw err;
    }
    const values = {
      ...(f.typeId !== undefined ? { type_id: f.typeId } : {}),
      ...(f.title !== undefined ? { title: f.title } : {}),
      ...(f.productName !== undefined ? { product_name: f.productName } : {}),
      ...(f.contact !== undefined ? { contact: f.contact } : {}),
      ...(f.description !== undefined ? { description: f.description } : {}),
      ...(device ? { device_serial: device.serial, device_model: device.model } : {}),
      ...(f.appName !== undefined ? { app_name: f.appName, app_version: f.appVersion ?? '' } : {}),
      ...(f.linkedOrderId !== undefined ? { linked_order_id: f.linkedOrderId } : {}),
    };
    const answer = await this.files.withFiles(this.owner(userId), files, async (tx, link) => {
      const now = this.now();
      if (f.id !== undefined) {
        const draft = await this.mine(userId, f.id, tx);
        if (submit) {
          const merged = { ...draft, ...values };
          const present = {
            typeId: merged.type_id !== null,
            title: merged.title !== '',
            productName: merged.product_name !== '',
            contact: merged.contact !== '',
            description: merged.description !== '',
          };
          const missing = ORDER_REQUIRED_FIELDS.filter((k) => !present[k]);
          if (missing.length) throw new AppError('B0001', missing);
        }
        await moveOrder(tx, draft, submit ? 'submit' : 'saveDraft', this.now(), {
          ...values,
          ...(submit ? { submitted_at: now } : {}),
        });
        await link(draft.id, null);
        return { id: draft.id, number: draft.number, status: submit ? 1 : 0 };
      }
      const day = dayOf(now);
      const number = orderNumber(day, await tx.nextSeq(day));
      const id = await tx.insertOrder({
        number,
        user_id: userId,
        type_id: f.typeId ?? null,
        title: f.title ?? '',
        product_name: f.productName ?? '',
        contact: f.contact ?? '',
        description: f.description ?? '',
        status: submit ? ORDER_STATUS.submitted : ORDER_STATUS.notSubmitted,
        device_serial: device?.serial ?? null,
        device_model: device?.model ?? null,
        app_name: f.appName ?? null,
        app_version: f.appName !== undefined ? (f.appVersion ?? '') : null,
        linked_order_id: f.linkedOrderId ?? null,
        created_at: now,
        submitted_at: submit ? now : null,
        status_since: now,
      });
      await link(id, null);
      return { id, number, status: submit ? 1 : 0 };
    });
    this.deps.onUserChange?.(userId, 'orders');
    return answer;
  }

  /** My reply: on a replied order it waits for support again; a closed one is refused (B0009). */
  async reply(
    userId: number,
    f: SubmitMsgFields,
    files: UploadedAttachment[],
    username: string,
  ): Promise<{ status: number }> {
    const answer = await this.files.withFiles(this.owner(userId), files, async (tx, link) => {
      const o = await this.mine(userId, f.orderId, tx);
      const to = await moveOrder(tx, o, 'customerReply', this.now(), {});
      const messageId = await tx.insertMessage({
        order_id: o.id,
        author: 'customer',
        author_name: username,
        content: f.content,
        created_at: this.now(),
      });
      await link(o.id, messageId);
      return { status: to };
    });
    this.deps.onUserChange?.(userId, 'orders');
    return answer;
  }

  async close(userId: number, id: number): Promise<{ status: number }> {
    const to = await this.repo.transaction(async (tx) => {
      const o = await this.mine(userId, id, tx);
      return moveOrder(tx, o, 'customerClose', this.now(), { closed_by: 'customer' });
    });
    this.deps.onUserChange?.(userId, 'orders');
    return { status: to };
  }

  /** Reopens a closed order within LIMITS.orderReopenDays of its close (B0009 later). */
  async reopen(userId: number, id: number): Promise<{ status: number }> {
    const to = await this.repo.transaction(async (tx) => {
      const o = await this.mine(userId, id, tx);
      if (
        o.status === ORDER_STATUS.closed &&
        (o.closed_at === null ||
          this.now() > o.closed_at + LIMITS.orderReopenDays * DAY ||
          // A merged duplicate continues in the order it was merged into (decision 0021).
          o.merged_into_id !== null)
      )
        throw new AppError('B0009', ['reopen']);
      return moveOrder(tx, o, 'reopen', this.now(), {
        closed_at: null,
        closed_by: null,
        resolution_ms: null,
        submitted_at: this.now(),
      });
    });
    this.deps.onUserChange?.(userId, 'orders');
    return { status: to };
  }

  /**
   * Removes a saved attachment of one of my drafts, its stored bytes with its row. Another
   * customer's attachment answers A0078 like a missing one; a sent order's, B0009.
   */
  async removeDraftFile(userId: number, fileId: number): Promise<null> {
    const key = await this.repo.transaction(async (tx) => {
      const a = await tx.attachment(fileId);
      if (!a || a.user_id !== userId) throw new AppError('A0078');
      const removed = await tx.removeDraftAttachment(fileId, userId);
      if (removed === null) throw new AppError('B0009', ['removeFile']);
      return removed;
    });
    this.deps.onUserChange?.(userId, 'orders');
    // After the commit; a failure leaves the key in the journal for the next start.
    await removeQueued(this.repo.db, this.deps.storage, [key]);
    return null;
  }

  /** Rates a closed order, once (B0009 when open or already rated). */
  async rate(userId: number, p: OrderRate): Promise<null> {
    await this.repo.transaction(async (tx) => {
      const o = await this.mine(userId, p.id, tx);
      if (o.status !== ORDER_STATUS.closed || o.rating !== null)
        throw new AppError('B0009', ['rate']);
      const done = await tx.update(
        o.id,
        [ORDER_STATUS.closed],
        { rating: p.score, rating_comment: p.comment, rated_at: this.now() },
        { notRated: true },
      );
      if (!done) throw new AppError('B0009', ['rate']);
    });
    this.deps.onUserChange?.(userId, 'orders');
    return null;
  }
}
