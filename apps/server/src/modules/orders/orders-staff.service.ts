import {
  canTransition,
  LIMITS,
  MESSAGE_TYPES,
  ORDER_STATUS,
  orderLink,
  viewStatuses,
  type ConsoleOrderDetail,
  type ConsoleOrderQuery,
  type ConsoleOrderRow,
  type Lang,
  type OrderFigures,
  type Page,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { iso } from '../../lib/text.js';
import { orderClosed, orderReplied, type NewMessage } from '../messages/messages.service.js';
import { discardAll, OrderFiles, type UploadedAttachment } from './order-files.service.js';
import { consoleDetailOf } from './order-console-view.js';
import { clockOf, moveOrder, refOf, statusName } from './order-status.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';
import type { OrdersDeps } from './orders.service.js';
import type { OrdersStaffRepo } from './orders-staff.repo.js';

const HOUR = 60 * 60 * 1000;

/** A staff member acting (the console names them by id too; the admin command by name only). */
export interface Staff {
  id?: number;
  name: string;
}

/**
 * Writes the action's audit record inside the action's transaction `db` (the console passes
 * AuditService.append): the record lands with the change or not at all.
 */
export type AuditHook = (
  db: Db,
  before: unknown,
  after: unknown,
  /** The object's id when the action created it. */
  createdId?: number,
) => Promise<void>;

/** The customer is told which order continues a merged duplicate. */
function orderMerged(o: OrderRow, into: { id: number; number: string }): NewMessage {
  return {
    userId: o.user_id,
    type: MESSAGE_TYPES.workOrder,
    link: orderLink(into.id),
    title: {
      zh: `您的工单 ${o.number} 已合并到 ${into.number}`,
      en: `Your work order ${o.number} was merged into ${into.number}`,
    },
    content: {
      zh: `您的工单“${o.title}”与工单 ${into.number} 是同一问题，已合并并关闭；后续沟通请在 ${into.number} 中进行。`,
      en: `Your work order "${o.title}" concerns the same problem as work order ${into.number}: it was merged and closed, and the conversation continues in ${into.number}.`,
    },
  };
}

/**
 * Work orders, the staff side: what the operator console and `npm run admin` call. Each action
 * is one transaction: the conditional change (the status through `moveOrder`, the assignee as
 * read), the conversation entry, the customer's bilingual message and the audit record, so two
 * concurrent decisions end in one and a B0009 for the other.
 */
export class OrdersStaffService {
  private readonly repo: OrdersRepo;
  private readonly now: () => number;
  private readonly files: OrderFiles;

  constructor(
    private readonly deps: OrdersDeps,
    private readonly staffRepo: OrdersStaffRepo,
  ) {
    this.repo = deps.repo;
    this.now = deps.now ?? Date.now;
    this.files = new OrderFiles(deps.repo, deps.storage, this.now);
  }

  /** An order by id or by number (WO-…), for staff; A0078 when there is none. */
  async find(ref: string | number, repo = this.repo): Promise<OrderRow> {
    const id =
      typeof ref === 'number'
        ? ref
        : /^\d+$/.test(ref)
          ? Number(ref)
          : (await repo.byNumber(ref))?.id;
    const o = id === undefined ? undefined : await repo.order(id);
    if (!o) throw new AppError('A0078');
    return o;
  }

  /** An order the console may see: a customer's draft is not sent to support (A0078). */
  private async sent(id: number): Promise<OrderRow> {
    const o = await this.find(id);
    if (o.status === ORDER_STATUS.notSubmitted) throw new AppError('A0078');
    return o;
  }

  /** Open orders (submitted first, then replied), oldest waiting first (the admin command). */
  async openOrders(limit = 100) {
    return (await this.repo.openOrders(limit)).map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      customer: r.username,
      status: r.status,
      statusName: statusName(r.status, 'en'),
      since: iso(r.status_since),
      device: r.device_model,
      app: r.app_name === null ? null : `${r.app_name} ${r.app_version ?? ''}`.trim(),
    }));
  }

  /** Open orders per device model and per app version (what to look at first). */
  async openCounts() {
    const [models, apps] = await Promise.all([
      this.repo.openByModel(),
      this.repo.openByAppVersion(),
    ]);
    return {
      byModel: models.map((r) => ({ model: r.device_model ?? '', count: Number(r.n) })),
      byAppVersion: apps.map((r) => ({
        app: r.app_name ?? '',
        version: r.app_version ?? '',
        count: Number(r.n),
      })),
    };
  }

  /** The dashboard's figures: waiting for support, the oldest, and the open counts. */
  async figures(): Promise<OrderFigures> {
    const [submitted, replied, counts] = await Promise.all([
      this.staffRepo.waiting(ORDER_STATUS.submitted),
      this.staffRepo.waiting(ORDER_STATUS.replied),
      this.openCounts(),
    ]);
    return {
      waiting: submitted.n,
      oldestSince: submitted.oldest === null ? null : iso(submitted.oldest),
      replied: replied.n,
      ...counts,
    };
  }

  /** The inbox: a view's orders, oldest in their status first, with the service clock. */
  async inbox(q: ConsoleOrderQuery, staffId: number, lang: Lang): Promise<Page<ConsoleOrderRow>> {
    const now = this.now();
    const f = {
      statuses: viewStatuses(q.view),
      sinceBefore: q.minAgeHours === undefined ? undefined : now - q.minAgeHours * HOUR,
      assignee: q.assignee === 'me' ? staffId : q.assignee === 'none' ? null : undefined,
      keyword: q.keyword,
    };
    const total = await this.staffRepo.countInbox(f);
    const rows = total
      ? await this.staffRepo.pageInbox(f, (q.pageNum - 1) * q.pageSize, q.pageSize)
      : [];
    return {
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map((r) => ({
        id: r.id,
        number: r.number,
        title: r.title,
        customer: r.username,
        status: r.status,
        since: iso(r.status_since),
        assignee: r.assignee_name,
        device: r.device_model,
        app: r.app_name === null ? null : `${r.app_name} ${r.app_version ?? ''}`.trim(),
        clock: clockOf(r, now, lang),
        rating: r.rating,
      })),
    };
  }

  /** One order with the whole conversation, its files, the internal notes and the actions. */
  async detail(id: number, lang: Lang): Promise<ConsoleOrderDetail> {
    const o = await this.sent(id);
    const [messages, files, notes, customer, targets] = await Promise.all([
      this.repo.messages(o.id),
      this.repo.attachments(o.id),
      this.staffRepo.notes(o.id),
      this.repo.username(o.user_id),
      this.staffRepo.openOfUser(o.user_id, o.id),
    ]);
    return consoleDetailOf(
      { order: o, messages, files, notes, customer: customer?.username ?? '', targets },
      this.now(),
      lang,
    );
  }

  /** Any order's attachment with its stored key (staff only), or A0078. */
  async attachment(id: number) {
    const a = await this.repo.attachment(id);
    if (!a) throw new AppError('A0078');
    return a;
  }

  stage(body: AsyncIterable<Buffer>) {
    return this.files.stage(body);
  }

  /**
   * A staff reply, with attachments: the order waits for the customer, who is written a message
   * (in the same transaction) whose link opens it and which the unread badge counts.
   */
  async staffReply(
    ref: string | number,
    text: string,
    staff: Staff,
    opts: { files?: UploadedAttachment[]; audit?: AuditHook } = {},
  ): Promise<{ status: number }> {
    const files = opts.files ?? [];
    const content = text.trim();
    let o: OrderRow;
    try {
      if (!content) throw new AppError('B0001', ['content']);
      if (content.length > LIMITS.orderTextMax) throw new AppError('B0004', ['content']);
      o = await this.find(ref);
    } catch (err) {
      await discardAll(files);
      throw err;
    }
    const to = await this.files.withFiles(null, files, async (tx, link) => {
      const status = await moveOrder(tx, o, 'staffReply', this.now(), {});
      const messageId = await tx.insertMessage({
        order_id: o.id,
        author: 'staff',
        author_name: staff.name,
        content,
        created_at: this.now(),
      });
      await link(o.id, messageId);
      const excerpt = content.length > 120 ? `${content.slice(0, 120)}…` : content;
      await this.deps.messages.write(tx.db, orderReplied(refOf(o), excerpt));
      await opts.audit?.(tx.db, { status: o.status }, { status, files: files.length });
      return status;
    });
    this.told(o.user_id);
    return { status: to };
  }

  /** Staff close an order (resolved); the customer is told, with the way to reopen it. */
  async staffClose(
    ref: string | number,
    staff: Staff,
    audit?: AuditHook,
  ): Promise<{ status: number }> {
    const o = await this.find(ref);
    const to = await this.repo.transaction(async (tx) => {
      const status = await moveOrder(tx, o, 'staffClose', this.now(), { closed_by: 'staff' });
      await tx.insertMessage({
        order_id: o.id,
        author: 'staff',
        author_name: staff.name,
        content: '工单已关闭。',
        content_en: 'The work order was closed.',
        created_at: this.now(),
      });
      await this.deps.messages.write(tx.db, orderClosed(refOf(o), 'staff', LIMITS.orderReopenDays));
      await audit?.(tx.db, { status: o.status }, { status });
      return status;
    });
    this.told(o.user_id);
    return { status: to };
  }

  /**
   * Assigns an open order to a support agent (the console checks the agent), or unassigns it
   * (null). B0009 when the order closed or its assignee is no longer `from` (default: as read).
   */
  async assign(
    id: number,
    agent: { id: number; name: string } | null,
    audit?: AuditHook,
    from?: number | null,
  ) {
    const o = await this.sent(id);
    const expected = from === undefined ? o.assignee_id : from;
    await this.repo.transaction(async (tx) => {
      const done = await this.staffRepo.on(tx.db).assign(o.id, expected, agent);
      if (!done) throw new AppError('B0009', ['assign']);
      await audit?.(tx.db, { assignee: o.assignee_name }, { assignee: agent?.name ?? null });
    });
    // The customer's list shows no assignee today; forgotten anyway, so a later field is safe.
    this.deps.onUserChange?.(o.user_id, 'orders');
  }

  /** An internal note: staff only, never shown to the customer. */
  async note(id: number, staff: Staff, text: string, audit?: AuditHook): Promise<void> {
    const o = await this.sent(id);
    await this.repo.transaction(async (tx) => {
      const noteId = await this.staffRepo.on(tx.db).insertNote({
        order_id: o.id,
        staff_id: staff.id ?? null,
        staff_name: staff.name,
        content: text.trim(),
        created_at: this.now(),
      });
      await audit?.(tx.db, null, { note: noteId });
    });
  }

  /**
   * Merges the duplicate `id` into `intoId`, another open order of the same customer: the
   * duplicate closes naming the order that continues, both conversations say so, and the
   * customer is told. Both rows are changed in id order (the lower first), so two opposite
   * merges at once cannot deadlock: the second finds its order closed (B0009).
   */
  async merge(id: number, intoId: number, staff: Staff, audit?: AuditHook) {
    if (id === intoId) throw new AppError('B0004', ['intoId']);
    const o = await this.sent(id);
    const into = await this.sent(intoId).catch(() => {
      throw new AppError('B0004', ['intoId']);
    });
    if (into.user_id !== o.user_id) throw new AppError('B0004', ['intoId']);
    await this.repo.transaction(async (tx) => {
      const now = this.now();
      const steps = [
        async () => {
          await moveOrder(tx, o, 'merge', now, { closed_by: 'staff', merged_into_id: into.id });
        },
        async () => {
          // Still open as read: the same conditional update, changing nothing else.
          if (!canTransition('merge', into.status)) throw new AppError('B0009', ['merge']);
          const still = await tx.update(into.id, [into.status], { status: into.status });
          if (!still) throw new AppError('B0009', ['merge']);
        },
      ];
      for (const step of o.id < into.id ? steps : steps.reverse()) await step();
      await tx.insertMessage({
        order_id: o.id,
        author: 'system',
        author_name: staff.name,
        content: `本工单已合并到 ${into.number}，后续沟通请在该工单中进行。`,
        content_en: `This work order was merged into ${into.number}; the conversation continues there.`,
        created_at: now,
      });
      await tx.insertMessage({
        order_id: into.id,
        author: 'system',
        author_name: staff.name,
        content: `工单 ${o.number} 已合并到本工单。`,
        content_en: `Work order ${o.number} was merged into this one.`,
        created_at: now,
      });
      await this.deps.messages.write(tx.db, orderMerged(o, into));
      await audit?.(tx.db, { status: o.status }, { status: 3, mergedInto: into.number });
    });
    this.told(o.user_id);
  }

  private told(userId: number): void {
    this.deps.onUserChange?.(userId, 'orders');
    this.deps.onUserChange?.(userId, 'messages');
  }
}
