import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/harness.js';
import { NOTICE_CALLS } from '@seuiot/contract';

let t: TestApp;
let total: number;
beforeAll(async () => {
  t = await createTestApp();
  // 25 more notices (one a draft, one scheduled for the future) on top of the seeded ones.
  const now = Date.now();
  const rows = Array.from({ length: 25 }, (_, i) => ({
    title_zh: `测试公告 ${i}`,
    title_en: `Test notice ${i}`,
    content_zh: `内容 ${i}`,
    content_en: `Body ${i}`,
    status: i === 0 ? 0 : 1,
    publish_time: i === 1 ? now + 86_400_000 : now - 400 * 86_400_000 - i * 1000,
    created_at: now - 400 * 86_400_000,
  }));
  await t.db.insertInto('notices').values(rows).execute();
  const n = await t.db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 1)
    .where('publish_time', '<=', now)
    .executeTakeFirstOrThrow();
  total = Number(n.n);
});
afterAll(async () => {
  await t.close();
});

describe('GET /front/home/getAllNoticeList', () => {
  it('pages published notices newest first with default page 1 and size 10', async () => {
    const res = await get(t, `/api${NOTICE_CALLS.list.path}`);
    const { data } = res.json();
    expect(data.pageNum).toBe(1);
    expect(data.pageSize).toBe(10);
    expect(data.total).toBe(total);
    expect(data.list).toHaveLength(10);
    const times = data.list.map((n: { publishTime: string }) => Date.parse(n.publishTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Drafts and future notices never show.
    const all = [];
    for (let p = 1; p <= Math.ceil(total / 10); p++) {
      all.push(...(await get(t, `/api${NOTICE_CALLS.list.path}?pageNum=${p}`)).json().data.list);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all.map((n: { id: number }) => n.id)).size).toBe(total);
    const titles = all.map((n: { title: string }) => n.title);
    expect(titles).not.toContain('测试公告 0');
    expect(titles).not.toContain('测试公告 1');
    const last = (
      await get(t, `/api${NOTICE_CALLS.list.path}?pageNum=${Math.ceil(total / 10)}`)
    ).json().data;
    expect(last.list.length).toBe(total % 10 || 10);
  });

  it('answers in the language of the cookie or the lang query', async () => {
    const zh = (await get(t, `/api${NOTICE_CALLS.list.path}?pageSize=1`)).json().data.list[0];
    const en = (
      await get(t, `/api${NOTICE_CALLS.list.path}?pageSize=1`, { seuiot_lang: 'en' })
    ).json().data.list[0];
    const q = (await get(t, `/api${NOTICE_CALLS.list.path}?pageSize=1&lang=en`)).json().data
      .list[0];
    expect(zh.id).toBe(en.id);
    expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.title).not.toMatch(/[\u4e00-\u9fff]/);
    expect(q.title).toBe(en.title);
  });

  it('searches titles in Chinese and English, case-insensitively, with wildcards taken literally', async () => {
    const zh = (
      await get(t, `/api${NOTICE_CALLS.list.path}?title=${encodeURIComponent('测试公告 2')}`)
    ).json().data;
    expect(zh.list.map((n: { title: string }) => n.title).sort()).toEqual(
      [
        '测试公告 2',
        '测试公告 20',
        '测试公告 21',
        '测试公告 22',
        '测试公告 23',
        '测试公告 24',
      ].sort(),
    );
    const en = (
      await get(t, `/api${NOTICE_CALLS.list.path}?title=TEST%20NOTICE%2012&lang=en`)
    ).json().data;
    expect(en.total).toBe(1);
    expect((await get(t, `/api${NOTICE_CALLS.list.path}?title=%25`)).json().data.total).toBe(0);
  });

  it('answers B0004 for a bad page and caps the page size', async () => {
    const bad = await get(t, `/api${NOTICE_CALLS.list.path}?pageNum=0`);
    expect(bad.json()).toEqual({ rescode: 400, msg: 'B0004', data: ['pageNum'] });
    expect((await get(t, `/api${NOTICE_CALLS.list.path}?pageSize=1000`)).json().msg).toBe('B0004');
    expect((await get(t, `/api${NOTICE_CALLS.list.path}?pageNum=abc`)).json().msg).toBe('B0004');
  });
});

describe('notice detail and latest', () => {
  it('gives the content and its neighbours in list order', async () => {
    const page = (await get(t, `/api${NOTICE_CALLS.list.path}?pageSize=3`)).json().data.list;
    const res = await get(t, `/api${NOTICE_CALLS.detail.path}?id=${page[1].id}`);
    const d = res.json().data;
    expect(d.title).toBe(page[1].title);
    expect(d.content.length).toBeGreaterThan(0);
    expect(d.prevId).toBe(page[0].id);
    expect(d.nextId).toBe(page[2].id);
    const first = (await get(t, `/api${NOTICE_CALLS.detail.path}?id=${page[0].id}`)).json().data;
    expect(first.prevId).toBeNull();
  });

  it('answers A0078 for a missing, draft or future notice, B0001 without id', async () => {
    expect((await get(t, `/api${NOTICE_CALLS.detail.path}?id=999999`)).json()).toEqual({
      rescode: 404,
      msg: 'A0078',
      data: null,
    });
    const draft = await t.db
      .selectFrom('notices')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await get(t, `/api${NOTICE_CALLS.detail.path}?id=${draft.id}`)).json().msg).toBe(
      'A0078',
    );
    expect((await get(t, `/api${NOTICE_CALLS.detail.path}`)).json()).toEqual({
      rescode: 400,
      msg: 'B0001',
      data: ['id'],
    });
  });

  it('lists the latest notices', async () => {
    const latest = (await get(t, `/api${NOTICE_CALLS.latest.path}?size=3`)).json().data;
    const page = (await get(t, `/api${NOTICE_CALLS.list.path}?pageSize=3`)).json().data.list;
    expect(latest).toEqual(page);
  });
});
