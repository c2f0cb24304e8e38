import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_CONTENT_PATHS,
  BANNER_IMAGE_ROUTE,
  CSRF_HEADER,
  CSRF_VALUE,
  NOTICE_CALLS,
  WORKBENCH_CALLS,
} from '@seuiot/contract';
import {
  cookieHeader,
  loginCookies,
  makePng,
  multipartBody,
  nextIp,
  type TestApp,
} from '../../test/harness.js';
import { NoticesAdminService } from '../notices/notices-admin.service.js';
import {
  auditOf,
  call,
  halfSession,
  secondServer,
  contentApp,
  type Cookies,
} from './content.fixture.js';

let t: TestApp;
let editor: Cookies;
let sales: Cookies;

beforeAll(async () => {
  ({ t, editor, sales } = await contentApp('2026-12-03T08:00:00Z', 'content'));
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const NOTICE = {
  titleZh: '控制台公告',
  titleEn: 'Console notice',
  contentZh: '正文',
  contentEn: 'Body text',
};

/** Titles of the portal's public notice list (first page) in a language. */
async function portalTitles(app: Pick<TestApp, 'app'> = t, lang: 'zh' | 'en' = 'zh') {
  const res = await call(app, 'GET', `${NOTICE_CALLS.list.path}?pageSize=50&lang=${lang}`);
  return (res.json().data.list as { title: string }[]).map((n) => n.title);
}

async function latestTitles(app: Pick<TestApp, 'app'> = t) {
  const res = await call(app, 'GET', `${NOTICE_CALLS.latest.path}?size=5&lang=en`);
  return (res.json().data as { title: string }[]).map((n) => n.title);
}

async function create(titleEn: string) {
  const res = await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeSave.path, editor, {
    ...NOTICE,
    titleEn,
  });
  expect(res.json().rescode).toBe(200);
  return res.json().data as { id: number; state: string };
}

function bannerForm(fields: Record<string, string>, image?: Buffer) {
  const f = multipartBody(Object.entries(fields), image ? [['image', 'b.png', image]] : []);
  return { headers: { 'content-type': f.contentType }, payload: f.payload };
}

describe('content routes are the editor’s alone', () => {
  const guarded: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
    ['GET', CONSOLE_CONTENT_PATHS.notices.path],
    ['GET', `${CONSOLE_CONTENT_PATHS.noticeDetail.path}?id=1`],
    ['POST', CONSOLE_CONTENT_PATHS.noticeSave.path, NOTICE],
    ['POST', CONSOLE_CONTENT_PATHS.noticePublish.path, { id: 1 }],
    ['POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, { id: 1 }],
    ['POST', CONSOLE_CONTENT_PATHS.noticeDelete.path, { id: 1 }],
    ['GET', CONSOLE_CONTENT_PATHS.banners.path],
    ['POST', CONSOLE_CONTENT_PATHS.bannerState.path, { id: 1, shown: false }],
  ];

  it('refuses without a staff session, before the second factor, without the role, and to a customer', async () => {
    const customer = await loginCookies(t);
    const half = await halfSession(t, 'content.half', 'editor');
    for (const [method, path, body] of guarded) {
      expect((await call(t, method, path, {}, body)).json().msg, path).toBe('A0001');
      expect((await call(t, method, path, customer, body)).json().msg, path).toBe('A0001');
      expect((await call(t, method, path, half, body)).json().msg, path).toBe('A0001');
      expect((await call(t, method, path, sales, body)).json().msg, path).toBe('A0017');
    }
    const form = bannerForm({ titleZh: 'x', titleEn: 'x', link: '' }, makePng(64, 32));
    for (const cookies of [{}, customer, half, sales]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${CONSOLE_CONTENT_PATHS.bannerSave.path}`,
        headers: { ...form.headers, [CSRF_HEADER]: CSRF_VALUE, cookie: cookieHeader(cookies) },
        payload: form.payload,
        remoteAddress: nextIp(),
      });
      expect(['A0001', 'A0017']).toContain(res.json().msg);
    }
    // Nothing was written by the refused calls.
    expect((await t.db.selectFrom('banners').select('id').execute()).length).toBe(
      (await call(t, 'GET', CONSOLE_CONTENT_PATHS.banners.path, editor)).json().data.length,
    );
  });
});

describe('notices: draft, scheduled, published, withdrawn', () => {
  it('keeps drafts off the portal, shows a published notice at the next list call, hides a withdrawn one (404 as missing)', async () => {
    // The lists are read (and kept) first, so the change must drop what was kept.
    const before = await portalTitles(t, 'en');
    await latestTitles();
    const n = await create('Fresh console notice');
    expect(n.state).toBe('draft');
    expect(await portalTitles(t, 'en')).toEqual(before);
    expect((await call(t, 'GET', `${NOTICE_CALLS.detail.path}?id=${n.id}`)).json().msg).toBe(
      'A0078',
    );

    const pub = await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, {
      id: n.id,
    });
    expect(pub.json().data.state).toBe('published');
    expect((await portalTitles(t, 'en'))[0]).toBe('Fresh console notice');
    expect((await portalTitles(t, 'zh'))[0]).toBe(NOTICE.titleZh);
    expect((await latestTitles())[0]).toBe('Fresh console notice');
    const detail = await call(t, 'GET', `${NOTICE_CALLS.detail.path}?id=${n.id}&lang=en`);
    expect(detail.json().data.content).toBe('Body text');
    // Published twice: refused, the state named.
    expect(
      (
        await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, { id: n.id })
      ).json(),
    ).toMatchObject({ msg: 'B0009', data: 'published' });

    const wd = await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, {
      id: n.id,
    });
    expect(wd.json().data.state).toBe('withdrawn');
    expect(await portalTitles(t, 'en')).toEqual(before);
    expect(await latestTitles()).not.toContain('Fresh console notice');
    expect((await call(t, 'GET', `${NOTICE_CALLS.detail.path}?id=${n.id}`)).json()).toEqual({
      rescode: 404,
      msg: 'A0078',
      data: null,
    });
    expect(
      (
        await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, { id: n.id })
      ).json(),
    ).toMatchObject({ msg: 'B0009', data: 'withdrawn' });

    const actions = (await auditOf(t, 'notice.create')).concat(
      await auditOf(t, 'notice.publish'),
      await auditOf(t, 'notice.withdraw'),
    );
    const mine = actions.filter((a) => a.object_id === String(n.id));
    expect(mine.map((a) => a.action).sort()).toEqual([
      'notice.create',
      'notice.publish',
      'notice.withdraw',
    ]);
    expect(mine.every((a) => a.staff === 'content.editor')).toBe(true);
    expect(JSON.parse(mine.find((a) => a.action === 'notice.withdraw')!.before)).toMatchObject({
      state: 'published',
    });
  });

  it('edits a published notice’s texts and the portal shows the new title at once', async () => {
    const n = await create('Before edit');
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, { id: n.id });
    expect((await portalTitles(t, 'en'))[0]).toBe('Before edit');
    const edit = await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeSave.path, editor, {
      ...NOTICE,
      id: n.id,
      titleEn: 'After edit',
    });
    expect(edit.json().data).toMatchObject({ titleEn: 'After edit', state: 'published' });
    expect((await portalTitles(t, 'en'))[0]).toBe('After edit');
    expect((await auditOf(t, 'notice.edit'))[0]!.object_id).toBe(String(n.id));
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, { id: n.id });
  });

  it('refuses bad input and a missing notice', async () => {
    const bad = await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeSave.path, editor, {
      ...NOTICE,
      titleEn: '',
    });
    expect(bad.json().rescode).toBe(400);
    expect(
      (
        await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, { id: 999999 })
      ).json().msg,
    ).toBe('A0078');
    expect(
      (await call(t, 'GET', `${CONSOLE_CONTENT_PATHS.noticeDetail.path}?id=999999`, editor)).json()
        .msg,
    ).toBe('A0078');
  });

  it('keeps a scheduled notice off the portal until the job publishes it at its time', async () => {
    const n = await create('Scheduled notice');
    const at = new Date(Date.now() + 10 * 60_000).toISOString();
    const res = await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, {
      id: n.id,
      at,
    });
    expect(res.json().data).toMatchObject({ state: 'scheduled', publishTime: at });
    expect((await auditOf(t, 'notice.schedule'))[0]!.object_id).toBe(String(n.id));
    const figures = await call(t, 'GET', CONSOLE_CONTENT_PATHS.figures.path, editor);
    expect(figures.json().data).toMatchObject({ scheduledNotices: 1, awaitingGrants: null });
    // Real seconds pass (the job runs every second), the time has not come: still hidden.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await portalTitles(t, 'en')).not.toContain('Scheduled notice');
    expect((await call(t, 'GET', `${NOTICE_CALLS.detail.path}?id=${n.id}`)).json().msg).toBe(
      'A0078',
    );
    // Ten minutes later (within the staff idle time) the job publishes it, once, and the next list call shows it.
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await vi.waitFor(
      async () => expect((await portalTitles(t, 'en'))[0]).toBe('Scheduled notice'),
      { timeout: 5_000, interval: 200 },
    );
    const job = (await auditOf(t, 'notice.publish.scheduled')).filter(
      (a) => a.object_id === String(n.id),
    );
    expect(job).toHaveLength(1);
    expect(job[0]!.staff).toBe('scheduler');
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, { id: n.id });
  });

  it('publishes a due notice once when several servers run the job at the same moment', async () => {
    const n = await create('Raced schedule');
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, {
      id: n.id,
      at: new Date(Date.now() + 1_000).toISOString(),
    });
    vi.setSystemTime(Date.now() + 5_000);
    const seen: number[] = [];
    const within = async (_db: unknown, id: number) => void seen.push(id);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => NoticesAdminService.on(t.db).publishDue(within)),
    );
    const published = results
      .filter((r): r is PromiseFulfilledResult<number> => r.status === 'fulfilled')
      .reduce((a, r) => a + r.value, 0);
    // The app's own job may have been first; either way the notice was published exactly once.
    expect(
      published +
        (await auditOf(t, 'notice.publish.scheduled')).filter((a) => a.object_id === String(n.id))
          .length,
    ).toBe(1);
    expect(seen.filter((id) => id === n.id).length).toBeLessThanOrEqual(1);
    const d = await call(t, 'GET', `${CONSOLE_CONTENT_PATHS.noticeDetail.path}?id=${n.id}`, editor);
    expect(d.json().data.state).toBe('published');
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, { id: n.id });
  });

  it('withdraws a scheduled notice, so the job never publishes it', async () => {
    const n = await create('Withdrawn before its time');
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, {
      id: n.id,
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, { id: n.id });
    vi.setSystemTime(Date.now() + 120_000);
    expect(await NoticesAdminService.on(t.db).publishDue(async () => undefined)).toBe(0);
    expect(await portalTitles(t, 'en')).not.toContain('Withdrawn before its time');
  });

  it('deletes a draft with an audit record, and refuses a notice that is not a draft (B0009) or is gone', async () => {
    const draft = await create('Draft to delete');
    const del = (id: number) =>
      call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeDelete.path, editor, { id });
    expect((await del(draft.id)).json()).toMatchObject({ rescode: 200, data: null });
    const gone = await call(
      t,
      'GET',
      `${CONSOLE_CONTENT_PATHS.noticeDetail.path}?id=${draft.id}`,
      editor,
    );
    expect(gone.json().msg).toBe('A0078');
    const [record] = await auditOf(t, 'notice.delete');
    expect(record).toMatchObject({ object_type: 'notice', object_id: String(draft.id) });
    expect(JSON.parse(String(record!.before))).toMatchObject({ titleEn: 'Draft to delete' });
    // Deleted once: the second call finds nothing.
    expect((await del(draft.id)).json().msg).toBe('A0078');

    // A published notice is not deleted: B0009 names its state, and the portal still shows it.
    const shown = await create('Published, not deletable');
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, { id: shown.id });
    expect((await del(shown.id)).json()).toMatchObject({ msg: 'B0009', data: 'published' });
    expect(await portalTitles(t, 'en')).toContain('Published, not deletable');
  });

  it('lists notices by state for the editor', async () => {
    const list = await call(
      t,
      'GET',
      `${CONSOLE_CONTENT_PATHS.notices.path}?state=withdrawn&pageSize=50`,
      editor,
    );
    const rows = list.json().data.list as { state: string; titleEn: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.state === 'withdrawn')).toBe(true);
    const search = await call(
      t,
      'GET',
      `${CONSOLE_CONTENT_PATHS.notices.path}?keyword=RACED`,
      editor,
    );
    expect(search.json().data.list.map((r: { titleEn: string }) => r.titleEn)).toEqual([
      'Raced schedule',
    ]);
  });

  it('shows a publication made on another server at that server’s next list call', async () => {
    const other = await secondServer(t);
    try {
      await portalTitles(other, 'en');
      const n = await create('Seen by the other server');
      await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticePublish.path, editor, { id: n.id });
      // SQLite: the other connection's data_version (looked at every 50 ms); PostgreSQL: NOTIFY.
      vi.setSystemTime(Date.now() + 1_000);
      await vi.waitFor(
        async () => expect((await portalTitles(other, 'en'))[0]).toBe('Seen by the other server'),
        { timeout: 1_000, interval: 50 },
      );
      await call(t, 'POST', CONSOLE_CONTENT_PATHS.noticeWithdraw.path, editor, { id: n.id });
      vi.setSystemTime(Date.now() + 1_000);
      await vi.waitFor(
        async () =>
          expect(await portalTitles(other, 'en')).not.toContain('Seen by the other server'),
        { timeout: 1_000, interval: 50 },
      );
    } finally {
      await other.close();
    }
  });
});

describe('banners', () => {
  async function saveBanner(fields: Record<string, string>, image?: Buffer) {
    const form = bannerForm(fields, image);
    return t.app.inject({
      method: 'POST',
      url: `/api${CONSOLE_CONTENT_PATHS.bannerSave.path}`,
      headers: { ...form.headers, [CSRF_HEADER]: CSRF_VALUE, cookie: cookieHeader(editor) },
      payload: form.payload,
      remoteAddress: nextIp(),
    });
  }
  /** Files under the banners folder, partial ones included. */
  const files = () => {
    const dir = path.join(t.config.dataDir, 'files');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  };

  it('uploads an image, publishes and withdraws a banner with both languages’ titles and links', async () => {
    const fields = {
      titleZh: '新横幅',
      titleEn: 'New banner',
      link: '/solution',
      linkEn: '/solution?lang=en',
      sort: '9',
    };
    const res = await saveBanner(fields, makePng(64, 32));
    expect(res.json().rescode).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ titleEn: 'New banner', shown: false, sort: 9, position: 'home' });
    expect(b.image).toMatch(new RegExp(`^/api${BANNER_IMAGE_ROUTE}\\?key=[0-9a-f]{32}\\.png$`));
    const img = await call(t, 'GET', b.image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const portal = async (lang: string) =>
      (await call(t, 'GET', `${WORKBENCH_CALLS.banners.path}?lang=${lang}`)).json().data as {
        id: number;
        title: string;
        link: string;
      }[];
    expect((await portal('en')).map((x) => x.id)).not.toContain(b.id);
    const shown = await call(t, 'POST', CONSOLE_CONTENT_PATHS.bannerState.path, editor, {
      id: b.id,
      shown: true,
    });
    expect(shown.json().data.shown).toBe(true);
    expect((await portal('en')).find((x) => x.id === b.id)).toMatchObject({
      title: 'New banner',
      link: '/solution?lang=en',
    });
    expect((await portal('zh')).find((x) => x.id === b.id)).toMatchObject({
      title: '新横幅',
      link: '/solution',
    });
    expect(
      (
        await call(t, 'POST', CONSOLE_CONTENT_PATHS.bannerState.path, editor, {
          id: b.id,
          shown: true,
        })
      ).json(),
    ).toMatchObject({ msg: 'B0009', data: 'shown' });
    await call(t, 'POST', CONSOLE_CONTENT_PATHS.bannerState.path, editor, {
      id: b.id,
      shown: false,
    });
    expect((await portal('en')).map((x) => x.id)).not.toContain(b.id);

    // Edit without a new image keeps the old one.
    const edit = await saveBanner({ ...fields, id: String(b.id), titleEn: 'Renamed' });
    expect(edit.json().data).toMatchObject({ titleEn: 'Renamed', image: b.image });
    const acts = (await auditOf(t, 'banner.create'))
      .concat(
        await auditOf(t, 'banner.publish'),
        await auditOf(t, 'banner.withdraw'),
        await auditOf(t, 'banner.edit'),
      )
      .filter((a) => a.object_id === String(b.id));
    expect(acts.map((a) => a.action).sort()).toEqual([
      'banner.create',
      'banner.edit',
      'banner.publish',
      'banner.withdraw',
    ]);
  });

  it('refuses a file that is not an image, a missing image and bad fields, leaving no file behind', async () => {
    const before = files();
    const fake = await saveBanner(
      { titleZh: 'x', titleEn: 'x', link: '' },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(fake.json().msg).toBe('B0007');
    expect((await saveBanner({ titleZh: 'x', titleEn: 'x', link: '' })).json()).toMatchObject({
      msg: 'B0001',
      data: ['image'],
    });
    const badLink = await saveBanner(
      { titleZh: 'x', titleEn: 'x', link: 'javascript:alert(1)' },
      makePng(64, 32),
    );
    expect(badLink.json().msg).toBe('B0004');
    expect(files()).toBe(before);
    expect((await call(t, 'GET', `${BANNER_IMAGE_ROUTE}?key=../../etc/passwd`)).json().msg).toBe(
      'A0078',
    );
  });
});
