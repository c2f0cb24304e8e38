import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { WORKBENCH_CALLS } from '@seuiot/contract';
import { stack } from '../src/stack.js';
import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { customerWithout } from '../src/accounts.js';
import { apiData, browserGet } from '../src/api.js';
import { originOf } from '../src/browser.js';
import type { MyData, Platform } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { text } from '../src/locales.js';
import { REPO_ROOT } from '../src/paths.js';
import { dialogAtRest, visit } from '../src/ui.js';

const run = promisify(execFile);

/** Sales grants a device quantity: the operator command against the test server's database. */
async function grantDevices(username: string, quantity: number): Promise<void> {
  await run(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/server/dist/cli/admin.js'),
      'grant-devices',
      username,
      String(quantity),
    ],
    { env: { ...process.env, DATA_DIR: stack().dataDir, DATABASE_URL: '' }, cwd: REPO_ROOT },
  );
}

function card(page: Page, name: string): Locator {
  return page
    .locator('.wb-platform')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** A button of a card whose visible text is `label` (its accessible name adds the system). */
function action(target: Locator, label: string): Locator {
  return target.getByRole('button', { name: new RegExp(`^\\s*${label}`) });
}

/** The workbench (spec 2.7): my data, my management systems and their trials. */
test.describe('workbench', () => {
  test('an anonymous visitor sees the public blocks and a sign-in prompt instead of my data', async ({
    open,
  }) => {
    const platforms = await apiData<Platform[]>(
      originOf('domestic'),
      WORKBENCH_CALLS.platforms.path,
      {
        lang: 'zh',
      },
    );
    const { page } = await open();
    await visit(page, '/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: text('zh', 'workbench:title') }).waitFor();
    await main.getByText(text('zh', 'workbench:signIn.text')).waitFor();
    expect(
      await main.getByText(text('zh', 'workbench:myData.devices'), { exact: true }).count(),
    ).toBe(0);
    for (const platform of platforms) {
      const box = card(page, platform.name);
      await box
        .getByRole('link', { name: text('zh', 'workbench:platform.signInToApply') })
        .waitFor();
    }
    for (const heading of ['workbench:cases.title', 'workbench:apps.title', 'workbench:faq.title'])
      await main.getByRole('heading', { level: 2, name: text('zh', heading) }).waitFor();
  });

  test('a customer sees my data, my systems and my developed apps', async ({ open }) => {
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/');
    const data = (await browserGet<MyData>(context.request, WORKBENCH_CALLS.myData.path)).data;
    const platforms = (
      await browserGet<Platform[]>(context.request, `${WORKBENCH_CALLS.platforms.path}?lang=zh`)
    ).data;
    const main = page.getByRole('main');
    for (const [key, value] of [
      ['workbench:myData.devices', data.deviceCount],
      ['workbench:myData.purchasedApps', data.purchasedApps],
      ['workbench:myData.adminAccounts', data.adminAccounts],
      ['workbench:myData.unreadMessages', data.unreadMessages],
    ] as const) {
      const tile = main.locator('.wb-tile').filter({ hasText: text('zh', key) });
      await expect.poll(() => tile.locator('.wb-tile-value').innerText()).toBe(String(value));
    }
    const active = platforms.find((p) => p.state === 'active')!;
    const enter = card(page, active.name).getByRole('link', {
      name: new RegExp(`^\\s*${text('zh', 'workbench:platform.enter')}`),
    });
    expect(await enter.getAttribute('href')).toBe(active.url);
    expect(await enter.getAttribute('target')).toBe('_blank');
    await main
      .getByRole('heading', { level: 2, name: text('zh', 'workbench:myApps.title') })
      .waitFor();
  });

  test('a customer starts a trial, waits for the MDM authorisation from sales, and cancels both', async ({
    open,
  }) => {
    const user = customerWithout('e2e-trial', []);
    const { page, context } = await open({ signedIn: user });
    await arriveAt(page, '/');
    const platforms = (
      await browserGet<Platform[]>(context.request, `${WORKBENCH_CALLS.platforms.path}?lang=zh`)
    ).data;
    const plain = platforms.find((p) => !p.needsAuthorization && p.state === 'none')!;
    const mdm = platforms.find((p) => p.needsAuthorization)!;
    expect(mdm.state).toBe('none');
    const state = (key: string) => text('zh', `workbench:platform.state.${key}`);

    // A system without authorisation: the trial starts at once and can be entered.
    const plainCard = card(page, plain.name);
    await action(plainCard, text('zh', 'workbench:platform.apply')).click();
    await plainCard.getByText(state('trial'), { exact: true }).waitFor();
    await plainCard.getByText(/^试用至 /).waitFor();
    const enter = plainCard.getByRole('link', {
      name: new RegExp(`^\\s*${text('zh', 'workbench:platform.enter')}`),
    });
    expect(await enter.getAttribute('href')).toBe(plain.url);

    // MDM: waiting for sales, explained, nothing to enter yet.
    const mdmCard = card(page, mdm.name);
    await action(mdmCard, text('zh', 'workbench:platform.apply')).click();
    await mdmCard.getByText(state('awaitingAuthorization'), { exact: true }).waitFor();
    await mdmCard.getByText(text('zh', 'workbench:platform.awaitingText')).waitFor();
    expect(
      await mdmCard
        .getByRole('link', { name: new RegExp(text('zh', 'workbench:platform.enter')) })
        .count(),
    ).toBe(0);

    // Sales grants 50 devices: after a reload the MDM trial has started.
    await grantDevices(user.username, 50);
    await page.reload();
    await mdmCard.getByText(state('trial'), { exact: true }).waitFor();
    await mdmCard
      .getByText(text('zh', 'workbench:platform.authorized', { count: '50' }), { exact: true })
      .waitFor();
    await mdmCard.getByText(/^试用至 /).waitFor();

    // Cancelling asks first.
    for (const platform of [plain, mdm]) {
      const box = card(page, platform.name);
      await action(box, text('zh', 'workbench:platform.cancel')).click();
      // This platform's dialog by its title: the previous one may still be fading out.
      const dialog = await dialogAtRest(
        page.getByRole('dialog', {
          name: text('zh', 'workbench:platform.confirmCancelTitle', { name: platform.name }),
        }),
      );
      await dialog
        .getByRole('button', { name: text('zh', 'workbench:platform.confirmCancelOk') })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      await box.getByText(state('none'), { exact: true }).waitFor();
      await action(box, text('zh', 'workbench:platform.apply')).waitFor();
    }
    const after = (
      await browserGet<Platform[]>(context.request, `${WORKBENCH_CALLS.platforms.path}?lang=zh`)
    ).data;
    expect(after.find((p) => p.id === plain.id)!.state).toBe('none');
    expect(after.find((p) => p.id === mdm.id)!.state).toBe('none');
  });
});
