import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { MESSAGE_CALLS, ORDER_CALLS } from '@seuiot/contract';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { axeViolations } from '../src/axe.js';
import { auditShows } from '../src/console-audit.js';
import { consoleText } from '../src/console-text.js';
import type { Edition } from '../src/browser.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { logInAt } from '../src/login.js';
import { admin, signUp, uniqueName } from '../src/sign-up.js';

/**
 * One language per console journey, alternating between the console specs (zh, en, zh, en);
 * console-screens.e2e.ts reads every screen in both languages with axe (decision 0049).
 */
const RUNS: { lang: Lang; edition: Edition }[] = [{ lang: 'zh', edition: 'domestic' }];

interface Conversation {
  status: number;
  messages: { author: string; authorName: string; content: string }[];
}

/** A support agent made by `create-staff`, signed in to the console with a fresh TOTP. */
async function signInSupport(page: Page, lang: Lang, staff: string, password: string) {
  const t = (key: string) => consoleText(lang, key);
  await page.goto(`/seuiot-console/?lang=${lang}`);
  await page.getByLabel(t('auth.username'), { exact: true }).fill(staff);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: nameOf(t('auth.signIn')) }).click();
  await page.getByRole('button', { name: nameOf(t('auth.enrolStart')) }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel(t('auth.code'), { exact: true }).fill(generateSync({ secret: secret }));
  await page.getByRole('button', { name: nameOf(t('auth.confirm')) }).click();
  await page.getByRole('button', { name: nameOf(t('auth.recoverySaved')) }).click();
  await page.getByRole('heading', { level: 1, name: t('shell.dashboard') }).waitFor();
}

/**
 * Issue 15's work-order journey: a customer submits a work order; a support agent finds it in the
 * console's inbox (the dashboard counts it), replies, and the customer's unread badge rises and
 * the reply is in the conversation the portal's call answers; the audit log, filtered to the order,
 * shows the reply with the status before and after. Every console screen is axe clean.
 */
test.describe('operator console: work orders', () => {
  for (const { lang, edition } of RUNS) {
    test(`a support agent replies in the console and the customer's badge rises (${lang})`, async ({
      open,
    }) => {
      const t = (key: string) => consoleText(lang, key);
      const customer = await signUp(edition, { prefix: 'wo' });
      const visitor = await open({ edition });
      await logInAt(visitor.page, lang, '/', customer);
      const request = visitor.context.request;
      const types = (await browserGet<{ id: number }[]>(request, ORDER_CALLS.orderType.path)).data;
      const title = `Console e2e ${uniqueName('t')}`;
      const submitted = await request.post(`/api${ORDER_CALLS.submitOrder.path}`, {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        multipart: {
          typeId: String(types[0]!.id),
          title,
          productName: 'IoT Gateway G1',
          contact: customer.email || customer.phone,
          description: 'The gateway drops offline every night.',
        },
      });
      const order = ((await submitted.json()) as { data: { id: number; number: string } }).data;
      expect(order.number).toMatch(/^WO-\d{8}-\d{4,}$/);
      const unread = async () =>
        (await browserGet<number>(request, MESSAGE_CALLS.unreadCount.path)).data;
      const before = await unread();

      const staff = uniqueName('agent');
      const out = await admin('create-staff', staff, '--role', 'support', '--role', 'auditor');
      const { page, problems } = await open({ edition });
      await signInSupport(page, lang, staff, out.split('\n')[1]!);
      await page.getByText(t('dashboard.orders')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: t('shell.orders'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('shell.orders') }).waitFor();
      // Other journeys' orders wait too: search for this one.
      await page.getByRole('searchbox').fill(order.number);
      await page.getByRole('searchbox').press('Enter');
      const openOrder = page.getByRole('button', { name: order.number, exact: true });
      await openOrder.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await openOrder.click();

      const drawer = page.getByRole('dialog');
      await drawer.getByRole('heading', { name: `${order.number} · ${title}` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const reply =
        lang === 'zh' ? '请升级网关固件后重试。' : 'Please update the gateway firmware.';
      await drawer.getByLabel(t('orders.replyText')).fill(reply);
      await drawer.getByRole('button', { name: nameOf(t('orders.sendReply')) }).click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: t('orders.replied') })
        .waitFor();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.csp).toEqual([]);

      // At 400 px the inbox and the detail fit the width (the table scrolls inside itself).
      await page.setViewportSize({ width: 400, height: 800 });
      await drawer.getByRole('heading', { name: `${order.number} · ${title}` }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(400);
      // The toast of the reply sits outside the landmarks until it goes.
      await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
      expect(await axeViolations(page)).toEqual([]);

      // The customer: one more unread message, and the reply in the work order's conversation.
      await expect.poll(unread).toBe(before + 1);
      const conversation = (
        await browserGet<Conversation>(request, `${ORDER_CALLS.detail.path}?id=${order.id}`)
      ).data;
      expect(conversation.status).toBe(2);
      expect(conversation.messages.at(-1)).toMatchObject({
        author: 'staff',
        authorName: staff,
        content: reply,
      });
      // And the header's badge shows it after a reload.
      await visitor.page.reload();
      await expect
        .poll(() =>
          visitor.page.getByRole('banner').locator('a[href$="/news"]').getAttribute('aria-label'),
        )
        .toBe(text(lang, 'layout:messages', { shown: String(before + 1) }));

      // The audit log, filtered to the order, shows the agent's reply: status 1 → 2 (replied).
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
      await auditShows(
        page,
        lang,
        { objectType: 'order', objectId: String(order.id), action: 'order.reply' },
        [
          {
            staff,
            action: 'order.reply',
            object: `order ${order.id}`,
            before: ['"status":1'],
            after: ['"status":2'],
          },
        ],
      );
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
