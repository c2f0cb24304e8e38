import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { MESSAGE_CALLS } from '@seuiot/contract';
import { stack } from '../src/stack.js';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import type { Edition } from '../src/browser.js';
import { DEMO } from '../src/demo.js';
import { arriveAt } from '../src/login.js';
import { HTML_LANG, nameOf, text, type Lang } from '../src/locales.js';
import { htmlLang, visit, waitForPath } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

/**
 * The spec files share the demo account in one database: this file gives demo two fresh unread
 * messages of its own (so it does not depend on what ran before), and on the way out removes them
 * and makes the messages that were unread before unread again.
 */
function openDb() {
  const db = new Database(path.join(stack().dataDir, 'portal.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

const FRESH = [
  {
    type: 2,
    zh: ['E2E 实名认证已通过', 'E2E：您提交的实名认证已审核通过。'],
    en: ['E2E real-name certification approved', 'E2E: your real-name certification is approved.'],
  },
  {
    type: 3,
    zh: ['E2E MDM 试用授权已开通', 'E2E：销售已为您授权 20 台设备使用 MDM 子系统。'],
    en: ['E2E MDM trial authorisation granted', 'E2E: sales has authorised 20 devices for MDM.'],
  },
] as const;

let inserted: number[] = [];
let unreadBefore: number[] = [];

test.beforeAll(() => {
  const db = openDb();
  try {
    const { id: demoId } = db
      .prepare('SELECT id FROM users WHERE username = ?')
      .get(DEMO.username) as {
      id: number;
    };
    unreadBefore = (
      db.prepare('SELECT id FROM messages WHERE user_id = ? AND state = 0').all(demoId) as {
        id: number;
      }[]
    ).map((r) => r.id);
    const now = Date.now();
    const insert = db.prepare(
      `INSERT INTO messages (user_id, type, title_zh, title_en, content_zh, content_en, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
    );
    inserted = FRESH.map((m, i) =>
      Number(
        insert.run(demoId, m.type, m.zh[0], m.en[0], m.zh[1], m.en[1], now + i).lastInsertRowid,
      ),
    );
  } finally {
    db.close();
  }
});

test.afterAll(() => {
  const db = openDb();
  try {
    db.transaction(() => {
      for (const id of inserted) db.prepare('DELETE FROM messages WHERE id = ?').run(id);
      for (const id of unreadBefore)
        db.prepare('UPDATE messages SET state = 0 WHERE id = ?').run(id);
    })();
  } finally {
    db.close();
  }
});

/** The header's unread badge link (layout:messages names it with the count shown). */
function badge(page: Page) {
  return page.getByRole('banner').locator('a[href$="/news"]');
}

test.describe('my messages', () => {
  test('the demo user opens /news from the badge, reads a message, then marks all read', async ({
    open,
  }) => {
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/');
    const unread = async () =>
      (await browserGet<number>(context.request, MESSAGE_CALLS.unreadCount.path)).data;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => badge(page).getAttribute('aria-label'))
      .toBe(text('zh', 'layout:messages', { shown: String(before) }));

    await badge(page).click();
    await waitForPath(page, '/news');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: text('zh', 'messages:title') }).waitFor();
    expect(await page.title()).toContain(text('zh', 'layout:title.news'));

    // The newest message is ours, unread, with its type tag.
    const item = main.locator('.msg-item').filter({ hasText: FRESH[1].zh[0] });
    await expect.poll(() => item.getAttribute('class')).toContain('is-unread');
    expect(await item.locator('.msg-tag').innerText()).toBe(text('zh', 'messages:type.3'));
    const head = item.getByRole('button');
    expect(await head.getAttribute('aria-expanded')).toBe('false');
    await head.click();
    await item.getByText(FRESH[1].zh[1]).waitFor();
    expect(await head.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => item.getAttribute('class')).not.toContain('is-unread');
    await expect.poll(unread).toBe(before - 1);
    await expect
      .poll(() => badge(page).getAttribute('aria-label'))
      .toBe(text('zh', 'layout:messages', { shown: String(before - 1) }));

    // Only the unread: ours that is still unread is there, the one just read is not.
    await main
      .getByRole('button', {
        name: new RegExp(`^${text('zh', 'messages:filter.unread')}\\s*\\d*$`),
      })
      .click();
    const unreadList = main.getByRole('list', { name: text('zh', 'messages:filter.unread') });
    await unreadList.getByText(FRESH[0].zh[0]).waitFor();
    await expect.poll(() => unreadList.getByText(FRESH[1].zh[0]).count()).toBe(0);

    await main.getByRole('button', { name: nameOf(text('zh', 'messages:markAllRead')) }).click();
    await main.getByText(text('zh', 'messages:emptyUnread')).waitFor();
    await expect.poll(unread).toBe(0);
    await expect
      .poll(() => badge(page).getAttribute('aria-label'))
      .toBe(text('zh', 'layout:messages', { shown: '0' }));
    expect(
      await main
        .getByRole('button', { name: nameOf(text('zh', 'messages:markAllRead')) })
        .isDisabled(),
    ).toBe(true);

    // The personal center's message notification section shows the same list.
    await visit(page, '/center?menuIndex=6');
    await main
      .getByRole('heading', { level: 2, name: text('zh', 'center:menu.messages') })
      .waitFor();
    await main.locator('.msg-item').filter({ hasText: FRESH[1].zh[0] }).waitFor();
  });

  test('fits a 400 px screen without scrolling sideways', async ({ open }) => {
    const { page } = await open({ signedIn: DEMO, viewport: { width: 400, height: 800 } });
    await arriveAt(page, '/news');
    const main = page.getByRole('main');
    await main.locator('.msg-item').first().waitFor();
    await main.locator('.msg-item').first().getByRole('button').click();
    await main.locator('.msg-body p').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const lang of ['zh', 'en'] as const) {
    test(`has no accessibility violations (${lang})`, async ({ open }) => {
      const { page } = await open({ signedIn: DEMO, edition: EDITION_OF[lang] });
      await arriveAt(page, '/news');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: text(lang, 'messages:title') }).waitFor();
      await main.locator('.msg-item').first().waitFor();
      expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `/news (${lang})`).toEqual([]);
      // With a message open.
      await main.locator('.msg-item').first().getByRole('button').click();
      await main.locator('.msg-body p').first().waitFor();
      expect(await axeViolations(page), `/news open (${lang})`).toEqual([]);
      await visit(page, '/center?menuIndex=6');
      await main.locator('.msg-item').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `/center?menuIndex=6 (${lang})`).toEqual([]);
    });
  }
});
