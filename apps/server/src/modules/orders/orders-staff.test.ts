import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_ORDER_PATHS as C,
  MESSAGE_CALLS,
  ORDER_CALLS,
  STAFF_SESSION_COOKIE,
} from '@seuiot/contract';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  post,
  type TestApp,
} from '../../test/harness.js';
import { consoleKit, type Cookies } from '../../test/console-kit.js';
import { postOrderForm } from './orders.fixture.js';

/**
 * The console's work-order inbox (issue 15, decision 0021): the guard on every call, the inbox
 * and its filters, reply with attachments (the customer's badge and conversation), internal notes
 * that no customer call returns, assign, merge, close, saved replies, the audit record of each
 * action, and concurrent conflicting actions (one lands, the other B0009).
 */

const HOUR = 60 * 60 * 1000;
let t: TestApp;
const kit = consoleKit(() => t);
let customer: Cookies;
let other: Cookies;
let support: Cookies;
let support2: Cookies;
let reviewer: Cookies;
let typeId: number;
const PNG = makePng(64, 64);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
  t = await createTestApp({ UPLOAD_RATE_PER_MINUTE: '100000' });
  await insertUser(t, { username: 'wo.customer', password: 'Pass#1234' });
  await insertUser(t, { username: 'wo.other', password: 'Pass#1234' });
  customer = await loginCookies(t, { username: 'wo.customer', password: 'Pass#1234' });
  other = await loginCookies(t, { username: 'wo.other', password: 'Pass#1234' });
  support = await kit.staffSession('agent.one', 'support');
  support2 = await kit.staffSession('agent.two', 'support');
  reviewer = await kit.staffSession('not.support', 'reviewer');
  typeId = (await get(t, `/api${ORDER_CALLS.orderType.path}`, customer)).json().data[0].id;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const multipart = (
  url: string,
  fields: Record<string, string | number>,
  files: [string, Buffer][],
  cookies: Cookies,
) => postOrderForm(t, url, fields, files, cookies);

async function submit(title: string, cookies = customer): Promise<{ id: number; number: string }> {
  const res = await multipart(
    ORDER_CALLS.submitOrder.path,
    { typeId, title, productName: 'Gateway G1', contact: 'c@example.com', description: title },
    [],
    cookies,
  );
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data;
}

const data = async (res: Promise<{ json(): { rescode: number; msg: string; data: unknown } }>) => {
  const body = (await res).json();
  expect(body.rescode, JSON.stringify(body)).toBe(200);
  return body.data as never;
};
const msgOf = async (res: Promise<{ json(): { msg: string } }>) => (await res).json().msg;
const customerDetail = (id: number, cookies = customer) =>
  get(t, `/api${ORDER_CALLS.detail.path}?id=${id}`, cookies);
const unread = async () =>
  (await get(t, `/api${MESSAGE_CALLS.unreadCount.path}`, customer)).json().data as number;
async function auditActions(objectId: number, type = 'order'): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('action')
    .where('object_type', '=', type)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

/** Every new console call, with a valid request for each. */
const GUARDED: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', C.list.path],
  ['GET', C.figures.path],
  ['GET', `${C.detail.path}?id=1`],
  ['GET', `${C.file.path}?id=1`],
  ['POST', C.reply.path, { orderId: 1, content: 'x' }],
  ['POST', C.note.path, { orderId: 1, content: 'x' }],
  ['GET', C.agents.path],
  ['POST', C.assign.path, { orderId: 1, staffId: null }],
  ['POST', C.merge.path, { orderId: 1, intoId: 2 }],
  ['POST', C.close.path, { orderId: 1 }],
  ['GET', C.savedReplies.path],
  ['POST', C.savedReplySave.path, { title: 'x', zh: 'x' }],
  ['POST', C.savedReplyDelete.path, { id: 1, version: 0 }],
];

describe('the work-order console calls', () => {
  it('refuses every call without a staff session, with a customer session and without the role', async () => {
    const forged = { ...customer, [STAFF_SESSION_COOKIE]: Object.values(customer)[0]! };
    for (const [method, p, body] of GUARDED) {
      expect(await msgOf(kit.call(method, p, {}, body)), p).toBe('A0001');
      expect(await msgOf(kit.call(method, p, customer, body)), p).toBe('A0001');
      expect(await msgOf(kit.call(method, p, forged, body)), p).toBe('A0004');
      expect(await msgOf(kit.call(method, p, reviewer, body)), p).toBe('A0017');
    }
  });

  it('lists the inbox oldest first, filtered by status, age, assignee and keyword, with the clock', async () => {
    const old = await submit('Inbox old');
    // Three hours in its status (moving the clock that far would end the staff sessions).
    await t.db
      .updateTable('work_orders')
      .set({ status_since: Date.now() - 3 * HOUR })
      .where('id', '=', old.id)
      .execute();
    const fresh = await submit('Inbox fresh');
    const page = await data(kit.call('GET', `${C.list.path}?keyword=Inbox`, support));
    const list = (
      page as { list: { id: number; clock: { running: boolean; workingMs: number } }[] }
    ).list;
    expect(list.map((r) => r.id)).toEqual([old.id, fresh.id]);
    expect(list[0]!.clock.running).toBe(true);
    expect(list[0]!.clock.workingMs).toBeGreaterThanOrEqual(3 * HOUR);
    const aged = await data(kit.call('GET', `${C.list.path}?keyword=Inbox&minAgeHours=2`, support));
    expect((aged as { list: { id: number }[] }).list.map((r) => r.id)).toEqual([old.id]);
    const replied = await data(
      kit.call('GET', `${C.list.path}?keyword=Inbox&view=replied`, support),
    );
    expect((replied as { total: number }).total).toBe(0);
    const byName = await data(kit.call('GET', `${C.list.path}?keyword=wo.customer`, support));
    expect((byName as { total: number }).total).toBeGreaterThanOrEqual(2);

    const figures = (await data(kit.call('GET', C.figures.path, support))) as {
      waiting: number;
      oldestSince: string | null;
    };
    expect(figures.waiting).toBeGreaterThanOrEqual(2);
    expect(Date.parse(figures.oldestSince!)).toBeLessThanOrEqual(Date.now() - 3 * HOUR);
  });

  it('replies with an attachment: the customer reads it, the badge rises, staff download it; a refused upload stores nothing', async () => {
    const o = await submit('Needs a screenshot');
    const before = await unread();
    const keys = async () =>
      (await t.db.selectFrom('files').select('storage_key').where('kind', '=', 'order').execute())
        .length;
    const partial = path.join(t.config.dataDir, 'files', '.partial');
    const partials = () => (fs.existsSync(partial) ? fs.readdirSync(partial).length : 0);
    const stored = await keys();

    // A wrong type (bytes of no allowed kind under a .png name): refused, nothing kept.
    const bad = await multipart(
      C.reply.path,
      { orderId: o.id, content: 'see file' },
      [['fake.png', Buffer.from('MZ not an image at all')]],
      support,
    );
    expect(bad.json().msg).toBe('B0007');
    // Too many files: refused, nothing kept either.
    const many = await multipart(
      C.reply.path,
      { orderId: o.id, content: 'see files' },
      Array.from({ length: 6 }, (_, i): [string, Buffer] => [`s${i}.png`, PNG]),
      support,
    );
    expect(many.json().msg).toBe('B0004');
    expect(await keys()).toBe(stored);
    expect(partials()).toBe(0);
    expect(await unread()).toBe(before);

    const res = await multipart(
      C.reply.path,
      { orderId: o.id, content: 'Here is how to fix it.' },
      [['fix.png', PNG]],
      support,
    );
    expect(res.json()).toMatchObject({ rescode: 200, data: { status: 2 } });
    expect(await unread()).toBe(before + 1);
    const d = (await customerDetail(o.id)).json().data;
    const reply = d.messages.at(-1);
    expect(reply).toMatchObject({ author: 'staff', authorName: 'agent.one' });
    expect(reply.content).toBe('Here is how to fix it.');
    expect(reply.attachments).toHaveLength(1);
    // The customer downloads it through the portal; staff through the console only.
    const mine = await get(t, `/api${reply.attachments[0].url}`, customer);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const consoleDetail = (await data(kit.call('GET', `${C.detail.path}?id=${o.id}`, support))) as {
      messages: { attachments: { url: string }[] }[];
    };
    const url = consoleDetail.messages.at(-1)!.attachments[0]!.url;
    expect(url.startsWith(C.file.path)).toBe(true);
    const file = await kit.call('GET', url, support);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(await msgOf(kit.call('GET', url, customer))).toBe('A0001');
    expect(await auditActions(o.id)).toEqual(['order.reply']);
  });

  it('keeps internal notes from every customer call', async () => {
    const o = await submit('Note target');
    const secret = 'INTERNAL-NOTE-7f3a: customer is on the old firmware';
    await data(kit.call('POST', C.note.path, support, { orderId: o.id, content: secret }));
    const d = (await data(kit.call('GET', `${C.detail.path}?id=${o.id}`, support))) as {
      notes: { content: string; staff: string }[];
    };
    expect(d.notes).toEqual([expect.objectContaining({ content: secret, staff: 'agent.one' })]);
    expect(await auditActions(o.id)).toContain('order.note');
    const customerCalls = [
      `${ORDER_CALLS.detail.path}?id=${o.id}`,
      `${ORDER_CALLS.detail.path}?id=${o.id}&lang=en`,
      `${ORDER_CALLS.list.path}?pageSize=100`,
      `${ORDER_CALLS.list.path}?keyword=Note`,
      `${MESSAGE_CALLS.list.path}?pageSize=100`,
      MESSAGE_CALLS.unreadCount.path,
    ];
    for (const url of customerCalls) {
      const res = await get(t, `/api${url}`, customer);
      expect(res.json().rescode, url).toBe(200);
      expect(res.body, url).not.toContain('INTERNAL-NOTE-7f3a');
    }
  });

  it('assigns to support agents only, and of two concurrent assignments one lands', async () => {
    const o = await submit('Assign me');
    const agents = (await data(kit.call('GET', C.agents.path, support))) as {
      id: number;
      name: string;
    }[];
    const one = agents.find((a) => a.name === 'agent.one')!;
    const two = agents.find((a) => a.name === 'agent.two')!;
    expect(agents.some((a) => a.name === 'not.support')).toBe(false);
    const rev = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'not.support')
      .executeTakeFirstOrThrow();
    expect(
      await msgOf(kit.call('POST', C.assign.path, support, { orderId: o.id, staffId: rev.id })),
    ).toBe('B0004');
    const answers = await Promise.all([
      kit.call('POST', C.assign.path, support, { orderId: o.id, staffId: one.id, from: null }),
      kit.call('POST', C.assign.path, support2, { orderId: o.id, staffId: two.id, from: null }),
    ]);
    expect(answers.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    const mine = await data(kit.call('GET', `${C.list.path}?assignee=me&keyword=Assign`, support));
    const theirs = await data(
      kit.call('GET', `${C.list.path}?assignee=me&keyword=Assign`, support2),
    );
    expect((mine as { total: number }).total + (theirs as { total: number }).total).toBe(1);
    expect(await auditActions(o.id)).toEqual(['order.assign']);
  });

  it('merges a duplicate: the customer is told which order continues, the duplicate stays closed', async () => {
    const keep = await submit('Printer jam');
    const dup = await submit('Printer jam again');
    const theirs = await submit('Someone else', other);
    expect(
      await msgOf(kit.call('POST', C.merge.path, support, { orderId: dup.id, intoId: theirs.id })),
    ).toBe('B0004');
    const before = await unread();
    await data(kit.call('POST', C.merge.path, support, { orderId: dup.id, intoId: keep.id }));
    expect(await unread()).toBe(before + 1);
    const msgs = (await get(t, `/api${MESSAGE_CALLS.list.path}?pageSize=1`, customer)).json().data;
    expect(msgs.list[0].content).toContain(keep.number);
    const d = (await customerDetail(dup.id)).json().data;
    expect(d).toMatchObject({ status: 3, mergedInto: { id: keep.id, number: keep.number } });
    expect(d.actions.reopen).toBe(false);
    expect(d.messages.at(-1).content).toContain(keep.number);
    expect(
      (
        await post(t, `/api${ORDER_CALLS.reopen.path}`, { id: dup.id }, { cookies: customer })
      ).json().msg,
    ).toBe('B0009');
    expect((await customerDetail(keep.id)).json().data.messages.at(-1).content).toContain(
      dup.number,
    );
    expect(await auditActions(dup.id)).toEqual(['order.merge']);

    // Two opposite merges at once: one lands, the other finds its order closed.
    const a = await submit('Twin A');
    const b = await submit('Twin B');
    const answers = await Promise.all([
      kit.call('POST', C.merge.path, support, { orderId: a.id, intoId: b.id }),
      kit.call('POST', C.merge.path, support2, { orderId: b.id, intoId: a.id }),
    ]);
    expect(answers.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    const statuses = [
      (await customerDetail(a.id)).json().data.status,
      (await customerDetail(b.id)).json().data.status,
    ].sort();
    expect(statuses).toEqual([1, 3]);
  });

  it('closes once: of two concurrent closes one lands, the other is told B0009; the rating shows', async () => {
    const o = await submit('Close me');
    const answers = await Promise.all([
      kit.call('POST', C.close.path, support, { orderId: o.id }),
      kit.call('POST', C.close.path, support2, { orderId: o.id }),
    ]);
    expect(answers.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    expect(await auditActions(o.id)).toEqual(['order.close']);
    expect(
      await msgOf(kit.call('POST', C.note.path, support, { orderId: o.id, content: 'ok' })),
    ).toBe('success');
    expect(
      await msgOf(
        multipart(C.reply.path, { orderId: o.id, content: 'late' }, [['a.png', PNG]], support),
      ),
    ).toBe('B0009');
    await post(
      t,
      `/api${ORDER_CALLS.rate.path}`,
      { id: o.id, score: 4, comment: 'quick' },
      {
        cookies: customer,
      },
    );
    const d = (await data(kit.call('GET', `${C.detail.path}?id=${o.id}`, support))) as {
      rating: { score: number; comment: string } | null;
      actions: Record<string, boolean>;
    };
    expect(d.rating).toMatchObject({ score: 4, comment: 'quick' });
    expect(d.actions).toEqual({ reply: false, close: false, merge: false, assign: false });
  });

  it('manages saved replies in both languages; a stale edit or removal is refused', async () => {
    const created = (await data(
      kit.call('POST', C.savedReplySave.path, support, {
        title: 'Restart',
        zh: '请重启设备后再试。',
        en: 'Please restart the device and try again.',
      }),
    )) as { id: number; version: number };
    expect(created.version).toBe(0);
    const edits = await Promise.all([
      kit.call('POST', C.savedReplySave.path, support, {
        id: created.id,
        version: 0,
        title: 'Restart (1)',
        zh: '请重启。',
        en: 'Restart.',
      }),
      kit.call('POST', C.savedReplySave.path, support2, {
        id: created.id,
        version: 0,
        title: 'Restart (2)',
        zh: '请重启。',
        en: 'Restart.',
      }),
    ]);
    expect(edits.map((r) => r.json().msg).sort()).toEqual(['B0009', 'success']);
    const list = (await data(kit.call('GET', C.savedReplies.path, support2))) as {
      id: number;
      title: string;
      version: number;
    }[];
    const saved = list.find((r) => r.id === created.id)!;
    expect(saved.version).toBe(1);
    expect(
      await msgOf(
        kit.call('POST', C.savedReplyDelete.path, support, { id: created.id, version: 0 }),
      ),
    ).toBe('B0009');
    await data(kit.call('POST', C.savedReplyDelete.path, support, { id: created.id, version: 1 }));
    expect(
      ((await data(kit.call('GET', C.savedReplies.path, support))) as { id: number }[]).some(
        (r) => r.id === created.id,
      ),
    ).toBe(false);
    expect(await auditActions(created.id, 'saved-reply')).toEqual([
      'savedReply.create',
      'savedReply.update',
      'savedReply.delete',
    ]);
  });
});
