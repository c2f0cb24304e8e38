import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.js';
import {
  cookieHeader,
  createTestApp,
  get,
  insertUser,
  loginCookies,
  post,
  type TestApp,
} from '../../test/harness.js';
import { MessagesRepo, insertMessage } from './messages.repo.js';
import { MessagesService } from './messages.service.js';
import { MESSAGE_CALLS } from '@seuiot/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Msg = {
  id: number;
  type: number;
  title: string;
  content: string;
  state: number;
  createTime: string;
};

const LIST = `/api${MESSAGE_CALLS.list.path}`;
const UPDATE = `/api${MESSAGE_CALLS.updateState.path}`;
const UNREAD = `/api${MESSAGE_CALLS.unreadCount.path}`;

/** A fresh account with `n` messages, one a minute apart (the first is the oldest). */
async function userWith(name: string, n: number, read: (i: number) => boolean = () => false) {
  const id = await insertUser(t, { username: name, password: 'Pass#1234' });
  const start = Date.now() - n * 60_000;
  for (let i = 0; i < n; i++) {
    await t.db
      .insertInto('messages')
      .values({
        user_id: id,
        type: (i % 4) + 1,
        title_zh: `消息 ${i}`,
        title_en: `Message ${i}`,
        content_zh: `内容 ${i}`,
        content_en: `Body ${i}`,
        state: read(i) ? 1 : 0,
        created_at: start + i * 60_000,
      })
      .execute();
  }
  return { id, cookies: await loginCookies(t, { username: name, password: 'Pass#1234' }) };
}

async function page(cookies: Record<string, string>, query: string) {
  const res = await get(t, `${LIST}?${query}`, cookies);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Msg[]; total: number; pageNum: number; pageSize: number };
}

describe('my messages', () => {
  it('need a session (A0001)', async () => {
    expect((await get(t, LIST)).json().msg).toBe('A0001');
    const res = await post(t, UPDATE, { all: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('A0001');
    expect((await get(t, `${UPDATE}?all=1`)).json().msg).toBe('A0001');
  });

  it('lists only my messages, newest first, paged on the server', async () => {
    const { cookies } = await userWith('msgpager', 23, (i) => i % 2 === 0);
    await userWith('msgother', 3);
    const first = await page(cookies, 'pageNum=1&pageSize=10');
    expect(first.total).toBe(23);
    expect(first.list.map((m) => m.title)).toEqual(
      Array.from({ length: 10 }, (_, k) => `消息 ${22 - k}`),
    );
    // The last page is read from the far end of the index; it keeps list order.
    const last = await page(cookies, 'pageNum=3&pageSize=10');
    expect(last.list.map((m) => m.title)).toEqual(['消息 2', '消息 1', '消息 0']);
    expect((await page(cookies, 'pageNum=4&pageSize=10')).list).toEqual([]);
    const all = [
      ...first.list,
      ...(await page(cookies, 'pageNum=2&pageSize=10')).list,
      ...last.list,
    ];
    expect(new Set(all.map((m) => m.id)).size).toBe(23);
    expect(all.every((m) => !Number.isNaN(Date.parse(m.createTime)))).toBe(true);

    const en = (
      await get(t, `${LIST}?pageNum=1&pageSize=1`, { ...cookies, seuiot_lang: 'en' })
    ).json().data.list[0];
    expect(en).toMatchObject({ title: 'Message 22', content: 'Body 22', state: 1, type: 3 });
  });

  it('filters by state and type', async () => {
    const { cookies } = await userWith('msgfilter', 12, (i) => i < 5);
    const unread = await page(cookies, 'state=0&pageSize=50');
    expect(unread.total).toBe(7);
    expect(unread.list.every((m) => m.state === 0)).toBe(true);
    const read = await page(cookies, 'state=1&pageSize=50');
    expect(read.total).toBe(5);
    const certs = await page(cookies, 'type=2&pageSize=50');
    expect(certs.list.map((m) => m.title)).toEqual(['消息 9', '消息 5', '消息 1']);
    expect((await page(cookies, 'type=2&state=0')).total).toBe(2);
    for (const bad of ['state=2', 'type=9', 'pageNum=0', 'state=x']) {
      expect((await get(t, `${LIST}?${bad}`, cookies)).statusCode, bad).toBe(400);
    }
  });

  it('marks one of mine read and answers the new unread count', async () => {
    const { cookies } = await userWith('msgone', 4);
    const [newest] = (await page(cookies, 'pageSize=1')).list;
    expect((await get(t, UNREAD, cookies)).json().data).toBe(4);
    const res = await post(t, UPDATE, { id: newest!.id }, { cookies });
    expect(res.json()).toMatchObject({ rescode: 200, data: 3 });
    expect((await get(t, UNREAD, cookies)).json().data).toBe(3);
    expect((await page(cookies, 'pageSize=1')).list[0]!.state).toBe(1);
    // Again: still read, the count does not move.
    expect((await post(t, UPDATE, { id: newest!.id }, { cookies })).json().data).toBe(3);
    // The spec's GET form, with the client header.
    const second = (await page(cookies, 'pageNum=2&pageSize=1')).list[0]!;
    expect((await get(t, `${UPDATE}?id=${second.id}`, cookies)).json().data).toBe(2);
  });

  it("refuses another user's message (A0078) and leaves it unread", async () => {
    const owner = await userWith('msgowner', 1);
    const theirs = (await page(owner.cookies, 'pageSize=1')).list[0]!;
    const { cookies } = await userWith('msgsnoop', 0);
    const res = await post(t, UPDATE, { id: theirs.id }, { cookies });
    expect(res.json().msg).toBe('A0078');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, UPDATE, { id: 999_999 }, { cookies })).json().msg).toBe('A0078');
    expect((await get(t, UNREAD, owner.cookies)).json().data).toBe(1);
  });

  it('marks all of mine read, and no one else’s', async () => {
    const { cookies } = await userWith('msgall', 6, (i) => i === 0);
    const other = await userWith('msgall2', 2);
    const res = await post(t, UPDATE, { all: 1 }, { cookies });
    expect(res.json()).toMatchObject({ rescode: 200, data: 0 });
    expect((await page(cookies, 'state=0')).total).toBe(0);
    expect((await get(t, UNREAD, other.cookies)).json().data).toBe(2);
  });

  it('refuses a payload with neither or both of id and all', async () => {
    const { cookies } = await userWith('msgbad', 1);
    for (const body of [{}, { all: 1, id: 1 }, { all: 2 }, { id: -1 }]) {
      expect((await post(t, UPDATE, body, { cookies })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses the GET form without the client header (CSRF), and POST too', async () => {
    const { cookies } = await userWith('msgcsrf', 2);
    const [m] = (await page(cookies, 'pageSize=1')).list;
    const plainGet = await t.app.inject({
      method: 'GET',
      url: `${UPDATE}?id=${m!.id}`,
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(plainGet.json().msg).toBe('B0005');
    const plainPost = await t.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { cookie: cookieHeader(cookies) },
      payload: { all: 1 },
    });
    expect(plainPost.json().msg).toBe('B0005');
    expect((await get(t, UNREAD, cookies)).json().data).toBe(2);
  });

  it('a certification review writes a message in both languages, with the reason', async () => {
    const { id, cookies } = await userWith('msgcert', 0);
    const now = Date.now();
    const file = await t.db
      .insertInto('files')
      .values({
        owner_id: id,
        kind: 'license',
        storage_key: 'test/licence.png',
        mime: 'image/png',
        size: 1,
        width: 1,
        height: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('enterprise_certs')
      .values({
        user_id: id,
        company_name: '测试公司',
        tax_number: '91310000MA1FL0000X',
        province: '31',
        city: '3101',
        district: '310101',
        address: 'x',
        scope: 'x',
        license_file_id: file.id,
        status: 'pending',
        reject_reason: '',
        submitted_at: now,
        reviewed_at: null,
      })
      .execute();
    const env = { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir };
    await runAdmin(['reject-enterprise', 'msgcert', '营业执照模糊 / licence blurred'], env);
    // Another process wrote: SQLite servers see it at once, PostgreSQL ones when its NOTIFY
    // arrives, a moment after the command's commit (http/user-answers.ts).
    const unread = async () => ((await get(t, UNREAD, cookies)).json() as { data: number }).data;
    await expect.poll(unread, { timeout: 3000 }).toBe(1);
    const zh = (await page(cookies, 'pageSize=1')).list[0]!;
    expect(zh).toMatchObject({ type: 2, state: 0, title: '企业认证未通过' });
    expect(zh.content).toContain('营业执照模糊 / licence blurred');
    const en = (await get(t, `${LIST}?pageSize=1`, { ...cookies, seuiot_lang: 'en' })).json().data
      .list[0];
    expect(en.title).toBe('Enterprise certification not approved');
    expect(en.content).toContain('licence blurred');

    await t.db
      .updateTable('enterprise_certs')
      .set({ status: 'pending' })
      .where('user_id', '=', id)
      .execute();
    await runAdmin(['approve-enterprise', 'msgcert'], env);
    await expect.poll(unread, { timeout: 3000 }).toBe(2);
    expect((await page(cookies, 'pageSize=1')).list[0]!.title).toBe('企业认证已通过');
  });

  it('a failed review writes no message', async () => {
    const { cookies } = await userWith('msgnone', 0);
    const env = { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir };
    await expect(runAdmin(['approve-identity', 'msgnone'], env)).rejects.toThrow(/no pending/);
    expect((await get(t, UNREAD, cookies)).json().data).toBe(0);
  });

  it('a device authorisation from sales writes a trial message', async () => {
    const { cookies } = await userWith('msgtrial', 0);
    const env = { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir };
    await runAdmin(['grant-devices', 'msgtrial', '20'], env);
    const [m] = (await get(t, `${LIST}?pageSize=1`, { ...cookies, seuiot_lang: 'en' })).json().data
      .list as Msg[];
    expect(m).toMatchObject({ type: 3, state: 0 });
    expect(m!.title).toMatch(/trial authorisation granted$/);
    expect(m!.content).toContain('20 devices');
  });

  it('insertMessage writes an unread message', async () => {
    const { id, cookies } = await userWith('msgwriter', 0);
    await insertMessage(t.db, {
      userId: id,
      type: 1,
      title: { zh: '标题', en: 'Title' },
      content: { zh: '正文', en: 'Body' },
    });
    expect((await page(cookies, '')).list[0]).toMatchObject({ title: '标题', content: '正文' });
  });

  it('MessagesService.write lands with the transaction it is given, or not at all', async () => {
    const { id } = await userWith('msgtx', 0);
    const messages = MessagesService.on(t.db);
    const m = {
      userId: id,
      type: 1,
      title: { zh: '事务', en: 'Transaction' },
      content: { zh: '正文', en: 'Body' },
    };
    await expect(
      t.db.transaction().execute(async (tx) => {
        await messages.write(tx, m);
        throw new Error('the change it reports failed');
      }),
    ).rejects.toThrow('failed');
    // Read from the table: the server's own connection wrote outside a route, which no answer
    // kept per user (http/user-answers.ts) is told of; in production only other processes (the
    // admin commands) call write, and those the cache sees (a-certification-review test above).
    const mine = () =>
      t.db.selectFrom('messages').select(['title_zh', 'state']).where('user_id', '=', id).execute();
    expect(await mine()).toEqual([]);
    await t.db.transaction().execute((tx) => messages.write(tx, m));
    expect(await mine()).toEqual([{ title_zh: '事务', state: 0 }]);
  });

  it('answers each of many marks made at one moment with its own count (one batch on PostgreSQL)', async () => {
    const a = await userWith('msgbatcha', 3);
    const b = await userWith('msgbatchb', 2);
    const ids = async (userId: number) =>
      (
        await t.db
          .selectFrom('messages')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map((m) => m.id);
    const [aIds, bIds] = [await ids(a.id), await ids(b.id)];
    const repo = new MessagesRepo(t.db);
    // All started in one turn of the event loop: two of A's, one of B's, A's first again,
    // B marking A's message, and a message that does not exist.
    const counts = await Promise.all([
      repo.markRead(a.id, aIds[0]!),
      repo.markRead(a.id, aIds[1]!),
      repo.markRead(b.id, bIds[0]!),
      repo.markRead(a.id, aIds[0]!),
      repo.markRead(b.id, aIds[2]!),
      repo.markRead(b.id, 999_999_999),
    ]);
    // A's counts may be read before or after A's other mark landed; B's and the refusals not.
    for (const i of [0, 1, 3]) expect([1, 2]).toContain(counts[i]);
    expect(counts.slice(4)).toEqual([null, null]);
    expect(counts[2]).toBe(1);
    const unread = async (userId: number) => (await repo.unreadCount(userId)) as number;
    expect([await unread(a.id), await unread(b.id)]).toEqual([1, 1]);
    expect(await repo.markRead(a.id, aIds[2]!)).toBe(0);
  });
});
