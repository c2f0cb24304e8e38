import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import type { Page } from 'playwright-core';
import { MESSAGE_CALLS } from '@seuiot/contract';
import { browserGet } from '../src/api.js';
import { axeViolations } from '../src/axe.js';
import type { Edition } from '../src/browser.js';
import { arriveAt } from '../src/login.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { makePng } from '../src/png.js';
import { admin } from '../src/sign-up.js';
import { settled, submitLogin, visit, waitForPath } from '../src/ui.js';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };

/** The header's unread badge link (layout:messages names it with the count shown). */
function badge(page: Page) {
  return page.getByRole('banner').locator('a[href$="/news"]');
}

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Service work orders (issue 14): the support page's form, my work orders in the personal center
 * and the conversation. The whole journey once (en, 1280 px): a visitor is sent to login, submits
 * with an attachment, sees it in the center, support answers (the operator command), the message
 * and the badge arrive and the message opens the order, the customer answers, closes with a
 * rating and reopens. The screens pass axe in zh and en at 1280 and 400 px.
 */
test.describe('service work orders', () => {
  test('submit with an attachment, support answers, reply, close with a rating, reopen (en, 1280 px)', async ({
    open,
  }) => {
    const lang = 'en';
    const t = (key: string, vars: Record<string, string> = {}) => text(lang, `orders:${key}`, vars);
    const { page, context } = await open({ edition: EDITION_OF[lang] });

    // A visitor is asked to log in before the form (decision 0048), and comes back to it.
    await visit(page, '/support?tabIndex=2');
    await settled(page);
    await page.getByRole('heading', { name: t('form.signInTitle') }).waitFor();
    expect(await page.getByLabel(t('field.title'), { exact: true }).count()).toBe(0);
    expect(await axeViolations(page), 'sign-in prompt').toEqual([]);
    await page
      .getByRole('main')
      .getByRole('link', { name: nameOf(t('form.signIn')) })
      .click();
    await waitForPath(page, `/portal/login?redirect=${encodeURIComponent('/support?tabIndex=2')}`);
    await submitLogin(page, lang, { username: 'demo', password: 'Demo@2026' });
    await waitForPath(page, '/support?tabIndex=2');
    await settled(page);
    expect(await axeViolations(page), 'form').toEqual([]);

    const title = `Gateway drops offline ${Date.now()}`;
    await page.getByLabel(t('field.typeId'), { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .first()
      .click();
    await page.getByLabel(t('field.title'), { exact: true }).fill(title);
    await page.getByLabel(t('field.productName'), { exact: true }).fill('G100');
    await page.getByLabel(t('field.contact'), { exact: true }).fill('ops@example.com');
    await page
      .getByLabel(t('field.description'), { exact: true })
      .fill('It goes offline every night at 2:00 and does not come back.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'panel.png',
      mimeType: 'image/png',
      buffer: makePng(64, 64),
    });
    await page.getByRole('button', { name: t('attach.removeOf', { name: 'panel.png' }) }).waitFor();
    await page.getByRole('button', { name: nameOf(t('form.submit')) }).click();
    await page.getByText(t('form.sentTitle')).waitFor();
    const orderLink = page.getByRole('link', { name: /WO-\d{8}-\d{4,}/ });
    const number = /WO-\d{8}-\d{4,}/.exec((await orderLink.innerText()) ?? '')![0];

    // In the center: the detail with the attachment, and the list (search by number).
    await orderLink.click();
    await page.waitForURL(/\/center\/orders\?id=\d+$/);
    const detailPath =
      new URL(page.url()).pathname.replace(/^\/seuiot/, '') + new URL(page.url()).search;
    await page.getByRole('heading', { level: 3, name: new RegExp(number) }).waitFor();
    await page.getByRole('link', { name: 'panel.png' }).waitFor();
    await page.getByText(t('clock.running')).waitFor();
    await visit(page, `/center/orders?q=${number}`);
    await page
      .getByRole('list', { name: t('list.label') })
      .getByText(title)
      .waitFor();
    await settled(page);
    expect(await axeViolations(page), 'list').toEqual([]);

    // Support answers with the operator command: the message and the badge arrive.
    const unread = async () =>
      (await browserGet<number>(context.request, MESSAGE_CALLS.unreadCount.path)).data;
    const before = await unread();
    const answer = `Please send the gateway log ${Date.now()}`;
    await admin('orders-reply', number, answer, 'Li Support');
    await expect.poll(unread).toBe(before + 1);
    await visit(page, '/news');
    await expect
      .poll(() => badge(page).getAttribute('aria-label'))
      .toBe(text(lang, 'layout:messages', { shown: before + 1 > 99 ? '99+' : String(before + 1) }));
    const item = page.locator('.msg-item').filter({ hasText: number }).first();
    await item.getByRole('button').click();
    await item.getByRole('link', { name: text(lang, 'messages:openLink') }).click();
    await waitForPath(page, detailPath);
    await page.getByText(answer).waitFor();
    await page
      .getByText(t('clock.paused', { reason: t('clock.reason.waitingForCustomer') }))
      .waitFor();
    await settled(page);
    expect(await axeViolations(page), 'detail, replied').toEqual([]);

    // The customer answers: back with support.
    await page.getByLabel(t('reply.label'), { exact: true }).fill('Log attached, thanks.');
    await page.locator('.wo-reply input[type="file"]').setInputFiles({
      name: 'gateway.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('02:00:01 link down\n02:00:05 retry failed\n'),
    });
    await page.getByRole('button', { name: nameOf(t('reply.send')) }).click();
    await page.getByText('Log attached, thanks.').waitFor();
    await page.getByRole('link', { name: 'gateway.log' }).waitFor();
    await page
      .locator('.wo-detail-head .wo-tag')
      .filter({ hasText: t('status.1') })
      .waitFor();

    // Close with a rating, once.
    await page.getByRole('button', { name: nameOf(t('close.action')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-rate-star').nth(3).click();
    await dialog.getByLabel(t('rate.comment')).fill('Quick and clear.');
    await settled(page);
    expect(await axeViolations(page), 'close dialog').toEqual([]);
    await dialog.getByRole('button', { name: nameOf(t('close.confirm')) }).click();
    await page
      .locator('.wo-detail-head .wo-tag')
      .filter({ hasText: t('status.3') })
      .waitFor();
    await page.getByRole('heading', { name: t('rate.yours') }).waitFor();
    await page.locator('.wo-rating').getByText('Quick and clear.').waitFor();
    expect(await page.getByRole('button', { name: nameOf(t('rate.action')) }).count()).toBe(0);

    // Reopen within the window.
    await page.getByRole('button', { name: nameOf(t('reopen.action')) }).click();
    await page
      .locator('.wo-detail-head .wo-tag')
      .filter({ hasText: t('status.1') })
      .waitFor();
    await page.getByRole('button', { name: nameOf(t('close.action')) }).waitFor();
  });

  for (const [lang, width] of [
    ['zh', 1280],
    ['zh', 400],
    ['en', 400],
  ] as const) {
    test(`the form, the list and a seeded conversation read and pass axe (${lang}, ${width} px)`, async ({
      open,
    }) => {
      const t = (key: string) => text(lang, `orders:${key}`);
      const { page } = await open({
        signedIn: DEMO,
        edition: EDITION_OF[lang],
        viewport: { width, height: 900 },
      });
      await arriveAt(page, '/support?tabIndex=2');
      await page.getByLabel(t('field.title'), { exact: true }).waitFor();
      await settled(page);
      expect(await axeViolations(page), `form (${lang}, ${width})`).toEqual([]);
      expect(await noSidewaysScroll(page), 'form: no sideways scrolling').toBeLessThanOrEqual(0);

      await visit(page, '/center/orders');
      const list = page.getByRole('list', { name: t('list.label') });
      await list.waitFor();
      // The seed gives the demo customer an order in every status.
      const tags = await list.locator('.wo-tag').allInnerTexts();
      expect(new Set(tags).size).toBeGreaterThanOrEqual(3);
      await settled(page);
      expect(await axeViolations(page), `list (${lang}, ${width})`).toEqual([]);
      expect(await noSidewaysScroll(page), 'list: no sideways scrolling').toBeLessThanOrEqual(0);

      // A replied order: its conversation, the clock paused for the customer, the close notice.
      await page.getByRole('button', { name: t('status.2') }).click();
      await list.locator('.wo-row-title').first().click();
      await page.getByRole('heading', { name: t('detail.conversation') }).waitFor();
      await page.locator('.wo-message-staff').first().waitFor();
      await page.getByRole('heading', { name: t('clock.title') }).waitFor();
      await settled(page);
      expect(await axeViolations(page), `detail (${lang}, ${width})`).toEqual([]);
      expect(await noSidewaysScroll(page), 'detail: no sideways scrolling').toBeLessThanOrEqual(0);
    });
  }
});
