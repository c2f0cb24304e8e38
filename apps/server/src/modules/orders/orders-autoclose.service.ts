import { LIMITS, ORDER_STATUS } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { orderAutoCloseSoon, orderClosed } from '../messages/messages.service.js';
import { DAY, moveOrder, refOf } from './order-status.js';
import type { OrdersRepo } from './orders.repo.js';
import type { OrdersDeps } from './orders.service.js';

/** Orders the automatic close handles per run and step (the next run takes the rest). */
const AUTO_CLOSE_BATCH = 200;

/** The automatic close of replied orders nobody answered (decision 0016). */
export class OrdersAutoClose {
  private readonly repo: OrdersRepo;
  private readonly now: () => number;

  constructor(private readonly deps: OrdersDeps) {
    this.repo = deps.repo;
    this.now = deps.now ?? Date.now;
  }

  private told(userId: number): void {
    this.deps.onUserChange?.(userId, 'orders');
    this.deps.onUserChange?.(userId, 'messages');
  }

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
          await moveOrder(
            tx,
            o,
            'autoClose',
            now,
            { closed_by: 'system' },
            { lastStaffReplyBefore: closeBefore },
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
}
