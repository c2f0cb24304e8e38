import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  MESSAGE_CALLS,
  ORDER_CALLS as R,
  ORDER_TRANSITIONS,
  orderLink,
} from '@seuiot/contract';
import { get } from '../../test/harness.js';
import {
  act,
  clock,
  DAY,
  demo,
  demoId,
  detail,
  HOUR,
  send,
  STAFF,
  staffOn,
  submitOrder,
  t,
  useOrdersApp,
} from './orders.fixture.js';

/**
 * Work orders (issue 14, decision 0016): every transition of the contract's table and every
 * refused one, and the automatic close with a clock the test moves.
 */

useOrdersApp();

describe('transitions', () => {
  it('lists the four statuses and refuses whatever the table does not name', () => {
    expect(ORDER_TRANSITIONS.staffReply.to).toBe(2);
    expect(ORDER_TRANSITIONS.customerReply.from).toEqual([1, 2]);
    expect(ORDER_TRANSITIONS.autoClose.from).toEqual([2]);
  });

  it('moves through reply, answer, close, rate, reopen and refuses the rest', async () => {
    clock.now = Date.now();
    const staff = staffOn();
    const o = await submitOrder();
    const unread = async () =>
      (await get(t, `/api${MESSAGE_CALLS.unreadCount.path}`, demo)).json().data;
    const before = await unread();

    expect(await staff.staffReply(o.number, 'Please send the log.', STAFF)).toEqual({ status: 2 });
    // The badge counts it (the staff side writes like the admin command: another connection).
    await expect.poll(unread).toBe(before + 1);
    const msg = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', demoId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(msg.link).toBe(orderLink(o.id));
    expect(msg.title_zh).toContain(o.number);
    expect(msg.title_en).toContain(o.number);
    const list = (await get(t, `/api${MESSAGE_CALLS.list.path}?pageSize=1`, demo)).json().data;
    expect(list.list[0].link).toBe(orderLink(o.id));
    let d = await detail(o.id);
    expect(d.status).toBe(2);
    expect(d.clock).toMatchObject({ running: false, pausedReason: 'waitingForCustomer' });
    expect(d.clock.firstReplyMs).not.toBeNull();
    expect(d.autoCloseTime).not.toBeNull();

    const reply = await send(R.submitMsg.path, { orderId: o.id, content: 'Here it is.' }, [
      ['app.log', Buffer.from('line\n')],
    ]);
    expect(reply.json().data).toEqual({ status: 1 });
    const second = await send(R.submitMsg.path, { orderId: o.id, content: 'And one more thing.' });
    expect(second.json().data).toEqual({ status: 1 });
    d = await detail(o.id);
    expect(d.messages.map((m) => [m.author, m.content])).toEqual([
      ['staff', 'Please send the log.'],
      ['customer', 'Here it is.'],
      ['customer', 'And one more thing.'],
    ]);
    expect(d.messages[1]!.attachments.map((a) => a.name)).toEqual(['app.log']);

    expect((await act(R.rate.path, { id: o.id, score: 5 })).json()).toMatchObject({ msg: 'B0009' });
    expect((await act(R.reopen.path, { id: o.id })).json()).toMatchObject({
      msg: 'B0009',
      data: ['reopen'],
    });
    expect((await act(R.close.path, { id: o.id })).json().data).toEqual({ status: 3 });
    d = await detail(o.id);
    expect(d).toMatchObject({ status: 3, closedBy: 'customer' });
    expect(d.clock.resolutionMs).not.toBeNull();
    expect(d.actions).toMatchObject({ reply: false, close: false, reopen: true, rate: true });

    const closedReply = await send(R.submitMsg.path, { orderId: o.id, content: 'late' });
    expect(closedReply.json()).toMatchObject({ msg: 'B0009', data: ['customerReply'] });
    expect((await act(R.close.path, { id: o.id })).json()).toMatchObject({ msg: 'B0009' });
    await expect(staff.staffReply(o.id, 'x', STAFF)).rejects.toMatchObject({ code: 'B0009' });
    await expect(staff.staffClose(o.id, STAFF)).rejects.toMatchObject({ code: 'B0009' });
    expect((await act(R.rate.path, { id: o.id, score: 6 })).json()).toMatchObject({ msg: 'B0004' });
    expect((await act(R.rate.path, { id: o.id, score: 4, comment: 'Quick' })).json().rescode).toBe(
      200,
    );
    expect((await act(R.rate.path, { id: o.id, score: 5 })).json()).toMatchObject({ msg: 'B0009' });
    expect((await detail(o.id)).rating).toMatchObject({ score: 4, comment: 'Quick' });

    expect((await act(R.reopen.path, { id: o.id })).json().data).toEqual({ status: 1 });
    expect((await detail(o.id)).clock.running).toBe(true);
    expect(await staff.staffClose(o.number, STAFF)).toEqual({ status: 3 });
    expect((await detail(o.id)).closedBy).toBe('staff');
  });

  it('reopens only within 14 days; later a new order links the old one', async () => {
    const o = await submitOrder();
    await act(R.close.path, { id: o.id });
    await t.db
      .updateTable('work_orders')
      .set({ closed_at: Date.now() - (LIMITS.orderReopenDays + 1) * DAY })
      .where('id', '=', o.id)
      .execute();
    expect((await detail(o.id)).actions.reopen).toBe(false);
    expect((await act(R.reopen.path, { id: o.id })).json()).toMatchObject({
      msg: 'B0009',
      data: ['reopen'],
    });
    const follow = await submitOrder({ linkedOrderId: o.id });
    expect((await detail(follow.id)).linkedOrder).toEqual({ id: o.id, number: o.number });
  });

  it('keeps the clock: running while waiting for support, paused while waiting for the customer', async () => {
    const start = Date.now() - 10 * HOUR;
    const o = await submitOrder();
    await t.db
      .updateTable('work_orders')
      .set({ status_since: start, submitted_at: start })
      .where('id', '=', o.id)
      .execute();
    clock.now = start + 2 * HOUR;
    const staff = staffOn();
    await staff.staffReply(o.id, 'Try a restart.', STAFF);
    const d = await detail(o.id);
    expect(d.clock.firstReplyMs).toBe(2 * HOUR);
    expect(d.clock.workingMs).toBe(2 * HOUR);
    expect(d.clock.pausedReasonText).toBe('Waiting for your answer');
    expect((await detail(o.id, demo, 'zh')).clock.pausedReasonText).toBe('等待您的答复');
    clock.now = Date.now();
  });
});

describe('automatic close', () => {
  it('warns once two days before, closes once after seven days, even with two instances', async () => {
    clock.now = Date.now();
    const staff = staffOn();
    const o = await submitOrder();
    await staff.staffReply(o.id, 'Does it work now?', STAFF);
    const messagesOf = async () =>
      (
        await t.db
          .selectFrom('messages')
          .select('title_en')
          .where('user_id', '=', demoId)
          .where('link', '=', orderLink(o.id))
          .execute()
      ).map((m) => m.title_en);

    clock.now += 4 * DAY;
    expect((await staff.runAutoClose()).warned).toBe(0);
    clock.now += DAY + HOUR;
    // Two instances at once (other tests' replied orders may be warned too: count this one's).
    await Promise.all([staffOn().runAutoClose(), staffOn().runAutoClose()]);
    expect((await staff.runAutoClose()).warned).toBe(0);
    expect(await messagesOf()).toEqual([
      `Your work order ${o.number} has a reply`,
      `Work order ${o.number} closes in 2 days`,
    ]);

    clock.now += 2 * DAY;
    const [c, d] = await Promise.all([staffOn().runAutoClose(), staffOn().runAutoClose()]);
    expect(c.closed + d.closed).toBeGreaterThanOrEqual(1);
    expect((await staff.runAutoClose()).closed).toBe(0);
    expect(await messagesOf()).toEqual([
      `Your work order ${o.number} has a reply`,
      `Work order ${o.number} closes in 2 days`,
      `Your work order ${o.number} is closed`,
    ]);
    const closed = await detail(o.id);
    expect(closed).toMatchObject({ status: 3, closedBy: 'system' });
    expect(closed.messages.at(-1)).toMatchObject({ author: 'system' });
    clock.now = Date.now();
  });

  it('leaves an order the customer answered', async () => {
    clock.now = Date.now();
    const staff = staffOn();
    const o = await submitOrder();
    await staff.staffReply(o.id, 'Anything else?', STAFF);
    await send(R.submitMsg.path, { orderId: o.id, content: 'Yes.' });
    clock.now += 8 * DAY;
    await staff.runAutoClose();
    expect((await detail(o.id)).status).toBe(1);
    clock.now = Date.now();
  });
});
