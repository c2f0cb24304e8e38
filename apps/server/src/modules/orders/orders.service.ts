import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  canTransition,
  LIMITS,
  ORDER_REQUIRED_FIELDS,
  ORDER_ROUTES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TRANSITIONS,
  orderLink,
  type Lang,
  type OrderAction,
  type OrderAttachment,
  type OrderClock,
  type OrderDetail,
  type OrderListItem,
  type OrderListQuery,
  type OrderRate,
  type OrderStatus,
  type OrderType,
  type Page,
  type SubmitMsgFields,
  type SubmitOrderFields,
} from '@seuiot/contract';
import type { Updateable } from 'kysely';
import { durably } from '../../db/kysely.js';
import { pagedList } from '../../db/paging.js';
import type { WorkOrdersTable } from '../../db/tables.js';
import { AppError } from '../../http/app-error.js';
import type { StreamedFile } from '../../http/multipart.js';
import { ATTACHMENT_MIME, type AttachmentType } from '../../lib/attachments.js';
import { iso, pick } from '../../lib/text.js';
import type { StagedFile, Storage } from '../../storage/storage.js';
import type { DevicesService } from '../devices/devices.service.js';
import {
  orderAutoCloseSoon,
  orderClosed,
  orderReplied,
  type MessagesService,
} from '../messages/messages.service.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';
import { runEvery } from '../../lib/every.js';

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
/** Orders the automatic close handles per run and step (the next run takes the rest). */
const AUTO_CLOSE_BATCH = 200;

/** An attachment written under a partial name, waiting for its row (storage.stage). */
export interface StagedAttachment {
  key: string;
  file: StagedFile;
  discard(): Promise<void>;
}
export type UploadedAttachment = StreamedFile<AttachmentType, StagedAttachment>;

/** What the orders service needs; `now` is the clock (tests move it). */
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

/** A staff member acting (the console or the admin command names them). */
export interface Staff {
  name: string;
}

/** YYYYMMDD of `ms` in UTC. */
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

/** `WO-YYYYMMDD-NNNN` (more digits after the 9,999th order of a day). */
export function orderNumber(day: string, seq: number): string {
  return `WO-${day}-${String(seq).padStart(4, '0')}`;
}

const PAUSE_TEXT = {
  notSubmitted: { zh: '草稿尚未提交', en: 'The draft is not submitted yet' },
  waitingForCustomer: { zh: '等待您的答复', en: 'Waiting for your answer' },
  closed: { zh: '工单已关闭', en: 'The work order is closed' },
} as const;

/**
 * Work orders: the customer's calls, the staff actions the console (and `npm run admin`) call,
 * and the automatic close. Every change of status goes through `move`, which applies the
 * contract's one transition table (ORDER_TRANSITIONS) with a conditional update, so two writers
 * that read the same status cannot both act on it.
 */
export class OrdersService {
  private readonly repo: OrdersRepo;
  private readonly now: () => number;

  constructor(private readonly deps: OrdersDeps) {
    this.repo = deps.repo;
    this.now = deps.now ?? Date.now;
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
      url: `${ORDER_ROUTES.file}?id=${f.id}`,
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
        reopen: canTransition('reopen', o.status) && reopenUntil !== null && now <= reopenUntil,
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

  /**
   * Writes one attachment's bytes under a partial name as they arrive (the multipart reader
   * checks them on the way); they take their key only after the row that names them commits.
   */
  async stage(body: AsyncIterable<Buffer>): Promise<StagedAttachment> {
    const key = `order/${crypto.randomUUID()}`;
    const file = await this.deps.storage.stage(key, Readable.from(body));
    return { key, file, discard: () => file.discard() };
  }

  /** One attachment of my orders with its stored key, or A0078 (another's: the same answer). */
  async attachment(userId: number, id: number) {
    const a = await this.repo.attachment(id);
    if (!a || a.user_id !== userId) throw new AppError('A0078');
    return a;
  }

  /**
   * Runs `write` (one transaction that inserts the rows naming the staged files), then gives the
   * files their keys; a refused or failed write drops them, so nothing is left behind.
   */
  private async withFiles<T>(
    userId: number,
    files: UploadedAttachment[],
    write: (
      tx: OrdersRepo,
      link: (orderId: number, messageId: number | null) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      if (files.length > LIMITS.orderAttachmentsMax) throw new AppError('B0004', ['files']);
      const incoming = files.reduce((n, f) => n + f.size, 0);
      const quota = this.deps.quotaMb * MB;
      if (incoming && (await this.repo.storedBytes(userId)) + incoming > quota)
        throw new AppError('B0008', `${this.deps.quotaMb} MB`);
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
              owner_id: userId,
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
              // Control characters (a NUL above all) cannot be stored on PostgreSQL or sent in a header.
              // eslint-disable-next-line no-control-regex
              name: f.filename.replace(/[\x00-\x1f\x7f]/g, '_').slice(0, 255),
              format: f.type,
            });
          }
        });
      result = files.length
        ? await durably(this.repo.db, () => this.repo.transaction(tx))
        : await this.repo.transaction(tx);
    } catch (err) {
      for (const f of files) await f.stored.discard().catch(() => undefined);
      throw err;
    }
    for (const f of files) await f.stored.file.commit();
    return result;
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
      for (const file of files) await file.stored.discard().catch(() => undefined);
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
    const answer = await this.withFiles(userId, files, async (tx, link) => {
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
        await this.move(tx, draft, submit ? 'submit' : 'saveDraft', {
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
    const answer = await this.withFiles(userId, files, async (tx, link) => {
      const o = await this.mine(userId, f.orderId, tx);
      const to = await this.move(tx, o, 'customerReply', {});
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
      return this.move(tx, o, 'customerClose', { closed_by: 'customer' });
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
        (o.closed_at === null || this.now() > o.closed_at + LIMITS.orderReopenDays * DAY)
      )
        throw new AppError('B0009', ['reopen']);
      return this.move(tx, o, 'reopen', {
        closed_at: null,
        closed_by: null,
        resolution_ms: null,
        submitted_at: this.now(),
      });
    });
    this.deps.onUserChange?.(userId, 'orders');
    return { status: to };
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

  // ---- the one place a status changes

  /**
   * Moves `o` by `action` of ORDER_TRANSITIONS: refused (B0009, naming the action) when the table
   * does not allow it from the status read, or when another writer changed the status since.
   * Keeps the service clock: it runs while the order is submitted (waiting for support).
   */
  private async move(
    tx: OrdersRepo,
    o: OrderRow,
    action: OrderAction,
    set: Updateable<WorkOrdersTable>,
    extra?: { lastStaffReplyBefore?: number; notWarned?: boolean },
  ): Promise<OrderStatus> {
    if (!canTransition(action, o.status)) throw new AppError('B0009', [action]);
    const to = ORDER_TRANSITIONS[action].to as OrderStatus;
    const now = this.now();
    const working =
      o.working_ms + (o.status === ORDER_STATUS.submitted ? Math.max(0, now - o.status_since) : 0);
    const clock: Updateable<WorkOrdersTable> = { working_ms: working, status_since: now };
    if (action === 'staffReply') {
      clock.last_staff_reply_at = now;
      clock.autoclose_warned_at = null;
      if (o.first_reply_at === null) {
        clock.first_reply_at = now;
        clock.first_reply_ms = working;
      }
    }
    if (to === ORDER_STATUS.closed) {
      clock.closed_at = now;
      clock.resolution_ms = working;
    }
    const done = await tx.update(o.id, [o.status], { ...set, ...clock, status: to }, extra);
    if (!done) throw new AppError('B0009', [action]);
    return to;
  }

  // ---- staff (the operator console and `npm run admin` call these)

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

  /** Open orders (submitted first, then replied), oldest waiting first. */
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

  /**
   * A staff reply: the order waits for the customer, who is written a message (in the same
   * transaction) whose link opens it.
   */
  async staffReply(ref: string | number, text: string, staff: Staff): Promise<{ status: number }> {
    const content = text.trim();
    if (!content) throw new AppError('B0001', ['content']);
    if (content.length > LIMITS.orderTextMax) throw new AppError('B0004', ['content']);
    const o = await this.find(ref);
    const to = await this.repo.transaction(async (tx) => {
      const status = await this.move(tx, o, 'staffReply', {});
      await tx.insertMessage({
        order_id: o.id,
        author: 'staff',
        author_name: staff.name,
        content,
        created_at: this.now(),
      });
      const excerpt = content.length > 120 ? `${content.slice(0, 120)}…` : content;
      await this.deps.messages.write(tx.db, orderReplied(refOf(o), excerpt));
      return status;
    });
    this.told(o.user_id);
    return { status: to };
  }

  /** Staff close an order (resolved); the customer is told, with the way to reopen it. */
  async staffClose(ref: string | number, staff: Staff): Promise<{ status: number }> {
    const o = await this.find(ref);
    const to = await this.repo.transaction(async (tx) => {
      const status = await this.move(tx, o, 'staffClose', { closed_by: 'staff' });
      await tx.insertMessage({
        order_id: o.id,
        author: 'staff',
        author_name: staff.name,
        content: '工单已关闭。',
        content_en: 'The work order was closed.',
        created_at: this.now(),
      });
      await this.deps.messages.write(tx.db, orderClosed(refOf(o), 'staff', LIMITS.orderReopenDays));
      return status;
    });
    this.told(o.user_id);
    return { status: to };
  }

  private told(userId: number): void {
    this.deps.onUserChange?.(userId, 'orders');
    this.deps.onUserChange?.(userId, 'messages');
  }

  // ---- the automatic close

  /**
   * One run of the automatic close: warns the customers of replied orders that close in
   * LIMITS.orderAutoCloseWarnDays (once per staff reply), then closes those with no answer for
   * LIMITS.orderAutoCloseDays. Each order is one transaction whose conditional update (still
   * replied, last staff reply still that old, not yet warned) lets only one server instance act
   * on it, so several instances running the job never warn or close twice. Answers the counts.
   */
  async runAutoClose(): Promise<{ warned: number; closed: number }> {
    const now = this.now();
    const closeBefore = now - LIMITS.orderAutoCloseDays * DAY;
    const warnBefore = now - (LIMITS.orderAutoCloseDays - LIMITS.orderAutoCloseWarnDays) * DAY;
    let closed = 0;
    for (const { id } of await this.repo.repliedBefore(closeBefore, {}, AUTO_CLOSE_BATCH)) {
      const done = await this.repo.transaction(async (tx) => {
        const o = await tx.order(id);
        if (!o || o.status !== ORDER_STATUS.replied) return null;
        try {
          await this.move(
            tx,
            o,
            'autoClose',
            { closed_by: 'system' },
            {
              lastStaffReplyBefore: closeBefore,
            },
          );
        } catch (err) {
          if (err instanceof AppError && err.code === 'B0009') return null;
          throw err;
        }
        await tx.insertMessage({
          order_id: o.id,
          author: 'system',
          author_name: 'system',
          content: `回复后 ${LIMITS.orderAutoCloseDays} 天未收到答复，工单已自动关闭。`,
          content_en: `Closed automatically: no answer for ${LIMITS.orderAutoCloseDays} days after the reply.`,
          created_at: now,
        });
        await this.deps.messages.write(
          tx.db,
          orderClosed(refOf(o), 'system', LIMITS.orderReopenDays),
        );
        return o.user_id;
      });
      if (done !== null) {
        closed++;
        this.told(done);
      }
    }
    let warned = 0;
    const candidates = await this.repo.repliedBefore(
      warnBefore,
      { notWarned: true },
      AUTO_CLOSE_BATCH,
    );
    for (const { id } of candidates) {
      const done = await this.repo.transaction(async (tx) => {
        const o = await tx.order(id);
        if (!o || o.status !== ORDER_STATUS.replied || o.autoclose_warned_at !== null) return null;
        // Not a change of status: only the warning mark, on the same conditions.
        const marked = await tx.update(
          o.id,
          [ORDER_STATUS.replied],
          { autoclose_warned_at: now },
          { lastStaffReplyBefore: warnBefore, notWarned: true },
        );
        if (!marked) return null;
        await this.deps.messages.write(
          tx.db,
          orderAutoCloseSoon(refOf(o), LIMITS.orderAutoCloseWarnDays),
        );
        return o.user_id;
      });
      if (done !== null) {
        warned++;
        this.told(done);
      }
    }
    return { warned, closed };
  }

  /**
   * Runs the automatic close every `everyMs` until the returned function is called (the server
   * calls it on close). Failures are reported, never thrown: the next run tries again.
   */
  startAutoClose(everyMs: number, report: (err: unknown) => void): () => Promise<void> {
    return runEvery(everyMs, () => this.runAutoClose(), report);
  }
}

function statusName(status: number, lang: Lang): string {
  const n = ORDER_STATUS_NAMES[status as OrderStatus];
  return n ? pick(lang, n.zh, n.en) : '';
}

function refOf(o: OrderRow) {
  return { userId: o.user_id, number: o.number, title: o.title, link: orderLink(o.id) };
}

/** The service clock of an order at `now` (decision 0016). */
export function clockOf(
  o: Pick<OrderRow, 'status' | 'working_ms' | 'status_since' | 'first_reply_ms' | 'resolution_ms'>,
  now: number,
  lang: Lang,
): OrderClock {
  const running = o.status === ORDER_STATUS.submitted;
  const reason =
    o.status === ORDER_STATUS.notSubmitted
      ? 'notSubmitted'
      : o.status === ORDER_STATUS.replied
        ? 'waitingForCustomer'
        : o.status === ORDER_STATUS.closed
          ? 'closed'
          : null;
  return {
    running,
    pausedReason: reason,
    pausedReasonText: reason ? pick(lang, PAUSE_TEXT[reason].zh, PAUSE_TEXT[reason].en) : null,
    workingMs: o.working_ms + (running ? Math.max(0, now - o.status_since) : 0),
    firstReplyMs: o.first_reply_ms,
    resolutionMs: o.resolution_ms,
    asOf: iso(now),
  };
}
