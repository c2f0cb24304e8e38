import { describe, expect, it } from 'vitest';
import { LIMITS, ORDER_STATUS, type OrderClock } from '@seuiot/contract';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentProblem,
  autoCloseDaysLeft,
  autoCloseIsNear,
  clockWorkingMs,
  followUp,
  orderFormData,
  orderIdOf,
  replyFormData,
  requiredFields,
  splitDuration,
} from './order-logic';

const DAY = 86_400_000;

describe('work-order attachments', () => {
  it('takes the types the server takes, up to the size and the count', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.pdf', 'f.zip', 'g.log', 'h.txt'])
      expect(attachmentProblem({ name, size: 10 }, 0), name).toBeNull();
    expect(attachmentProblem({ name: 'setup.exe', size: 10 }, 0)).toBe('type');
    expect(attachmentProblem({ name: 'report.docx', size: 10 }, 0)).toBe('type');
    expect(attachmentProblem({ name: 'a.png', size: 0 }, 0)).toBe('empty');
    expect(attachmentProblem({ name: 'a.png', size: ATTACHMENT_MAX_BYTES }, 0)).toBeNull();
    expect(attachmentProblem({ name: 'a.png', size: ATTACHMENT_MAX_BYTES + 1 }, 0)).toBe('size');
    expect(
      attachmentProblem({ name: 'a.png', size: 1 }, LIMITS.orderAttachmentsMax - 1),
    ).toBeNull();
    expect(attachmentProblem({ name: 'a.png', size: 1 }, LIMITS.orderAttachmentsMax)).toBe('count');
  });
});

describe('the work-order form', () => {
  it('requires the five fields of spec 5 to submit, only the title for a draft', () => {
    expect(requiredFields(true)).toEqual([
      'typeId',
      'title',
      'productName',
      'contact',
      'description',
    ]);
    expect(requiredFields(false)).toEqual(['title']);
  });

  it('sends the text fields before the files, trimmed, leaving empty ones out', () => {
    const file = new File(['hello'], 'trace.log', { type: 'text/plain' });
    const body = orderFormData(
      { typeId: 3, title: '  Screen flickers ', productName: 'M60', contact: '', description: 'x' },
      { submit: true, draftId: 9, linkedOrderId: 4 },
      [file],
    );
    const entries = [...body.entries()];
    expect(entries.map(([key]) => key)).toEqual([
      'id',
      'submit',
      'linkedOrderId',
      'typeId',
      'title',
      'productName',
      'description',
      'files',
    ]);
    expect(body.get('title')).toBe('Screen flickers');
    expect(body.get('submit')).toBe('1');
    expect(body.get('id')).toBe('9');
    expect((body.get('files') as File).name).toBe('trace.log');
    expect(orderFormData({ title: 'x' }, { submit: false }, []).get('submit')).toBe('0');
    expect(orderFormData({ title: 'x' }, { submit: false }, []).has('id')).toBe(false);
  });

  it('builds a reply with the order, the trimmed text and the files', () => {
    const body = replyFormData(7, ' thanks \n', [new File(['x'], 'a.png')]);
    expect([...body.keys()]).toEqual(['orderId', 'content', 'files']);
    expect(body.get('content')).toBe('thanks');
  });
});

describe('the service clock', () => {
  const clock = (running: boolean): OrderClock => ({
    running,
    pausedReason: running ? null : 'waitingForCustomer',
    pausedReasonText: null,
    workingMs: 3_600_000,
    firstReplyMs: null,
    resolutionMs: null,
    asOf: '2026-11-20T10:00:00.000Z',
  });
  const asOf = Date.parse('2026-11-20T10:00:00.000Z');

  it('adds the time since the answer while it runs, and stands still while paused', () => {
    expect(clockWorkingMs(clock(true), asOf + 120_000)).toBe(3_720_000);
    expect(clockWorkingMs(clock(false), asOf + 120_000)).toBe(3_600_000);
    // A browser clock behind the server's does not take time off.
    expect(clockWorkingMs(clock(true), asOf - 60_000)).toBe(3_600_000);
  });

  it('reads a span in days, hours and minutes', () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(splitDuration(59_999)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(splitDuration(DAY + 2 * 3_600_000 + 5 * 60_000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 5,
    });
  });
});

describe('closed orders and the automatic close', () => {
  const now = Date.parse('2026-11-25T00:00:00.000Z');
  const closed = (reopen: boolean, reopenUntil: string | null) => ({
    status: ORDER_STATUS.closed,
    actions: { reply: false, close: false, reopen, rate: false, editDraft: false },
    reopenUntil,
  });

  it('reopens within the window and offers a linked new order after it', () => {
    expect(followUp(closed(true, new Date(now + DAY).toISOString()), now)).toBe('reopen');
    expect(followUp(closed(true, new Date(now - 1).toISOString()), now)).toBe('newLinked');
    expect(followUp(closed(false, null), now)).toBe('newLinked');
    expect(followUp({ ...closed(false, null), status: ORDER_STATUS.replied }, now)).toBeNull();
  });

  it('counts the days to the automatic close and says when it is near', () => {
    expect(autoCloseDaysLeft(null, now)).toBeNull();
    expect(autoCloseDaysLeft(new Date(now + 5 * DAY).toISOString(), now)).toBe(5);
    expect(autoCloseIsNear(new Date(now + 5 * DAY).toISOString(), now)).toBe(false);
    expect(
      autoCloseIsNear(new Date(now + LIMITS.orderAutoCloseWarnDays * DAY).toISOString(), now),
    ).toBe(true);
    expect(autoCloseDaysLeft(new Date(now - DAY).toISOString(), now)).toBe(0);
  });
});

describe('order addresses', () => {
  it('reads a positive id and nothing else', () => {
    expect(orderIdOf('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', '1e3', '99999999999999999999'])
      expect(orderIdOf(bad), String(bad)).toBeNull();
  });
});
