import { expect, test } from '../src/test.js';
import { apiData, type NoticeDetail, type NoticePage, type NoticeSummary } from '../src/api.js';
import { originOf } from '../src/browser.js';
import { visit, waitForPath } from '../src/ui.js';
import { NOTICE_CALLS } from '@seuiot/contract';

/** Journey 1: an anonymous visitor reads the notices on the home page and opens one. */
test.describe('notices (anonymous)', () => {
  test('the home page lists the latest notices once and a notice opens with its title and content', async ({
    open,
  }) => {
    const origin = originOf('domestic');
    const latest = await apiData<NoticeSummary[]>(origin, NOTICE_CALLS.latest.path, {
      size: 5,
      lang: 'zh',
    });
    expect(latest.length).toBeGreaterThan(1);

    const { page } = await open();
    await visit(page, '/');
    const main = page.getByRole('main');
    for (const notice of latest) {
      await main.getByRole('link', { name: notice.title, exact: true }).waitFor();
      // One notice block: each notice is listed once (it was twice, under two headings).
      expect(await main.getByRole('link', { name: notice.title, exact: true }).count()).toBe(1);
    }

    // Not the newest one, so that a page always showing the first notice would fail.
    const chosen = latest[1]!;
    const detail = await apiData<NoticeDetail>(origin, NOTICE_CALLS.detail.path, {
      id: chosen.id,
      lang: 'zh',
    });
    await main.getByRole('link', { name: chosen.title, exact: true }).first().click();
    await waitForPath(page, `/noticeDetail?id=${chosen.id}`);

    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: detail.title }).waitFor();
    expect((await heading.innerText()).trim()).toBe(detail.title);
    const lines = detail.content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      await main.getByText(line, { exact: true }).waitFor();
    }
  });

  test('the notice list page opens a notice in the language of the overseas edition', async ({
    open,
  }) => {
    const origin = originOf('overseas');
    const firstPage = await apiData<NoticePage>(origin, NOTICE_CALLS.list.path, {
      pageNum: 1,
      pageSize: 10,
      lang: 'en',
    });
    const chosen = firstPage.list[2] ?? firstPage.list[0]!;
    const detail = await apiData<NoticeDetail>(origin, NOTICE_CALLS.detail.path, {
      id: chosen.id,
      lang: 'en',
    });
    // The seed is bilingual: an English title has no Chinese characters.
    expect(detail.title).not.toMatch(/[\u4e00-\u9fff]/);

    const { page } = await open({ edition: 'overseas' });
    await visit(page, '/notice');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: chosen.title, exact: true }).first().click();
    await waitForPath(page, `/noticeDetail?id=${chosen.id}`);
    await page.getByRole('heading', { level: 1, name: detail.title }).waitFor();
    const firstLine = detail.content.split(/\r?\n/)[0]!.trim();
    await main.getByText(firstLine, { exact: true }).waitFor();
  });
});
