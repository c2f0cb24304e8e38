import fs from 'node:fs';
import { APP_PATHS, MESSAGE_CALLS, MARKET_PATHS } from '@seuiot/contract';
import { DEMO } from '../src/demo.js';
import { expect, test, type Open } from '../src/test.js';
import { makeApk } from '../../apps/server/dist/test/apk-fixtures.js';
import { apiData, browserGet } from '../src/api.js';
import { originOf, type Edition } from '../src/browser.js';
import { arriveAt } from '../src/login.js';
import { text, type Lang } from '../src/locales.js';
import { makePng } from '../src/png.js';
import { button, field, fitsWidth, logIn } from '../src/account-ui.js';
import { admin, signUp } from '../src/sign-up.js';
import { dialogAtRest, settled, visit } from '../src/ui.js';
import { axeViolations } from '../src/axe.js';

const EDITION_OF: Record<Lang, Edition> = { zh: 'domestic', en: 'overseas' };
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WIDTHS = [1280, 400] as const;
/** The title of the review reason the journey's rejection gives (contract REVIEW_REASONS). */
const LISTING_QUALITY: Record<Lang, string> = {
  zh: '图标或介绍图片、视频不合格',
  en: 'Icon, images or videos not acceptable',
};

/**
 * Developer apps (issue 13): the demo developer's apps in every state, the view, the versions and
 * the add form, zh and en at 1280 and 400 px, axe clean; then one app from a real APK through
 * draft, review (rejected with a reason by the operator command, fixed, approved) and the shelf.
 */
test.describe('developer apps', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of WIDTHS) {
      test(`the app sections read and pass axe (${lang}, ${width} px)`, async ({ open }) => {
        const { page } = await open({
          signedIn: DEMO,
          edition: EDITION_OF[lang],
          viewport: { width, height: 900 },
        });
        await arriveAt(page, '/developer?menuIndex=1-1');
        await settled(page);
        const cards = page.getByRole('main').getByRole('article');
        await cards.first().waitFor();
        // The seed gives the demo developer apps in several review states at once.
        const states = await page.locator('.app-card .state-tag').allInnerTexts();
        expect(new Set(states).size).toBeGreaterThanOrEqual(3);
        expect(await page.locator('.review-clock').count()).toBe(1);
        expect(await axeViolations(page), `list (${lang}, ${width})`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);

        const versionsLink = page
          .getByRole('link', {
            name: new RegExp(`^${text(lang, 'developer:apps.action.versions')} `),
          })
          .first();
        const versionsHref = await versionsLink.getAttribute('href');
        await cards
          .first()
          .getByRole('link', { name: new RegExp(`^${text(lang, 'developer:apps.action.view')} `) })
          .click();
        await page
          .getByRole('heading', { level: 3, name: text(lang, 'developer:apps.view.review') })
          .waitFor();
        await settled(page);
        expect(await axeViolations(page), `view (${lang}, ${width})`).toEqual([]);

        expect(versionsHref).toBeTruthy();
        await visit(page, versionsHref!.replace(/^\/seuiot/, ''));
        await settled(page);
        await page.locator('.app-card').first().waitFor();
        expect(await axeViolations(page), `versions (${lang}, ${width})`).toEqual([]);

        await visit(page, '/developer?menuIndex=1-2');
        await settled(page);
        await page.getByLabel(text(lang, 'developer:apps.field.nameZh')).waitFor();
        expect(await axeViolations(page), `form (${lang}, ${width})`).toEqual([]);
      });
    }
  }

  test('onboarding: certify, apply, approved by the operator command, the app sections appear (en, 400 px)', async ({
    open,
  }) => {
    test.setTimeout(300_000);
    const lang = 'en';
    const t = (key: string) => text(lang, key);
    const account = await signUp('overseas', { prefix: 'dev' });
    const { page } = await open({
      edition: 'overseas',
      viewport: { width: 400, height: 900 },
    });
    await logIn(page, lang, account, '/developer?menuIndex=1-1');
    // Without real-name certification: why, and the way to it.
    await page.getByText(t('developer:onboarding.needCert.none')).waitFor();
    await settled(page);
    expect(await axeViolations(page), 'needs certification').toEqual([]);
    await page.getByRole('link', { name: t('developer:onboarding.needCert.link') }).click();
    await field(page, lang, 'center:identity.truename').fill('E2E Developer');
    await page
      .locator('.ant-select-selection-item')
      .filter({ hasText: t('center:identity.types.passport') })
      .waitFor();
    await field(page, lang, 'center:identity.idNumber').fill(`E${Date.now().toString().slice(-8)}`);
    const photos = page.locator('form[id=identity] input[type=file]');
    const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng(600, 600) });
    await photos.nth(0).setInputFiles(photo('portrait.png'));
    await photos.nth(1).setInputFiles(photo('emblem.png'));
    await button(page, lang, 'center:cert.submit').click();
    await page.getByText(t('center:cert.pendingTitle')).waitFor();
    await admin('approve-identity', account.username);

    // The application: filled in, submitted, pending; approved by the operator.
    await visit(page, '/developer?menuIndex=1-1');
    await page.getByRole('heading', { name: t('developer:onboarding.title') }).waitFor();
    await field(page, lang, 'developer:onboarding.name').fill('E2E Apps Studio');
    await field(page, lang, 'developer:onboarding.email').fill(account.email);
    // Submitting needs a contact e-mail and phone (B0001 otherwise).
    await field(page, lang, 'developer:onboarding.phone').fill('+44 20 7946 0000');
    await field(page, lang, 'developer:onboarding.intro').fill('We build handheld apps.');
    await settled(page);
    expect(await axeViolations(page), 'application form').toEqual([]);
    await button(page, lang, 'developer:onboarding.submit').click();
    await page.getByText(t('developer:onboarding.pending.title')).waitFor();
    await settled(page);
    expect(await axeViolations(page), 'pending review').toEqual([]);
    await admin('approve-developer', account.username);
    await page.reload();
    // The app sections, empty for a new developer, where the onboarding was.
    await page.getByText(t('developer:apps.empty')).waitFor();
    expect(await page.getByText(t('developer:onboarding.title')).count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page), 'the app sections').toEqual([]);
    expect(await fitsWidth(page), 'no sideways scrolling').toBe(true);
  });

  /**
   * The journey, in one language at one width; every screen it passes is checked with axe and,
   * narrow, for sideways scrolling.
   */
  const journey = async (open: Open, lang: Lang, width: number) => {
    test.setTimeout(360_000);
    const t = (key: string, vars: Record<string, string> = {}) =>
      text(lang, `developer:${key}`, vars);
    const remove = (name: string | RegExp) =>
      typeof name === 'string'
        ? `${t('upload.remove')} ${name}`
        : new RegExp(`^${t('upload.remove')} ${name.source}$`);
    const screen = async (what: string) => {
      await settled(page);
      // A toast fades out over a second or more; axe during the fade reads its text at part
      // opacity as too little contrast (seen under load). Let toasts go first, as center.e2e.ts.
      await expect
        .poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 })
        .toBe(0);
      expect(await axeViolations(page), `${what} (${lang}, ${width})`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${what}: no sideways scrolling (${lang}, ${width})`).toBeLessThanOrEqual(0);
    };
    const stamp = Date.now();
    const apk = await makeApk({
      packageName: `com.seuiot.e2e${stamp}`,
      versionCode: 3,
      versionName: '1.0.3',
      label: 'E2E Counter',
      padBytes: 400_000,
    });
    const { page } = await open({
      signedIn: DEMO,
      edition: EDITION_OF[lang],
      viewport: { width, height: 900 },
    });
    await arriveAt(page, '/developer?menuIndex=1-2');
    await settled(page);
    const names = { zh: `计数 ${stamp}`, en: `E2E Counter ${stamp}` };
    // The list, the cards and the market show the name in the page's language.
    const name = names[lang];
    const png = { name: 'icon.png', mimeType: 'image/png', buffer: makePng(512, 512) };

    await page.locator('input[type="file"][accept=".png,.jpg,.jpeg"]').setInputFiles(png);
    await page.getByRole('button', { name: remove('icon.png') }).waitFor();

    // A slow line, so the progress bar is seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150_000,
    });
    await page.locator('input[type="file"][accept=".apk"]').setInputFiles(apk);
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('button', { name: remove(/.*\.apk/) }).waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await page.getByLabel(t('apps.field.versionName')).inputValue()).toBe('1.0.3');
    await page.getByText(`com.seuiot.e2e${stamp}`, { exact: true }).waitFor();

    await page.getByLabel(t('apps.field.nameZh')).fill(names.zh);
    await page.getByLabel(t('apps.field.nameEn')).fill(names.en);
    await page.getByLabel(t('apps.field.category')).click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByRole('button', { name: t('apps.action.save') }).click();
    await page.waitForURL(/menuIndex=1-3&id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByText(t('apps.review.draft')).first().waitFor();

    // Complete it and submit.
    await page.getByRole('link', { name: t('apps.action.edit') }).click();
    await page.getByLabel(t('apps.field.summaryZh')).fill('盘点库存的演示应用。');
    await page.getByLabel(t('apps.field.summaryEn')).fill('A demo app that counts stock.');
    await page.getByLabel(t('apps.field.introZh')).fill('扫描条码，汇总库存。');
    await page.getByLabel(t('apps.field.introEn')).fill('Scan barcodes and total the stock.');
    await page.getByLabel(t('apps.field.updateContentZh')).fill('首个版本。');
    await page.getByLabel(t('apps.field.updateContentEn')).fill('First version.');
    // Four intro images chosen at once: all kept, in the order chosen (issue 26, item 1).
    const shots = [1, 2, 3, 4].map((n) => ({ ...png, name: `shot-${n}.png` }));
    await page.locator('input[type="file"][accept^=".jpg,.jpeg,.png,.gif"]').setInputFiles(shots);
    for (const shot of shots) await page.getByRole('button', { name: remove(shot.name) }).waitFor();
    const kept = await page
      .getByRole('button', { name: remove(/shot-\d\.png/) })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(kept).toEqual(shots.map((shot) => remove(shot.name)));
    await screen('the completed form');
    await page.getByRole('button', { name: t('apps.action.submit') }).click();
    await page.waitForURL(new RegExp(`menuIndex=1-3&id=${id}`));
    await page.getByText(t('apps.review.pending')).first().waitFor();

    // The operator rejects it with a typed reason and a note: a message arrives, the badge rises.
    const request = page.context().request;
    const unread = async () =>
      (await browserGet<number>(request, MESSAGE_CALLS.unreadCount.path)).data;
    const unreadBefore = await unread();
    await admin('reject-app', String(id), 'listing-quality', 'The screenshot is a gradient.');
    await page.reload();
    expect(await unread()).toBe(unreadBefore + 1);
    const shown = Math.min(unreadBefore + 1, 99);
    await expect
      .poll(() => page.getByRole('banner').locator('a[href$="/news"]').getAttribute('aria-label'))
      .toContain(String(shown));
    await page.getByText(LISTING_QUALITY[lang]).first().waitFor();
    await page
      .getByText(/The screenshot is a gradient\./)
      .first()
      .waitFor();
    await screen('the rejected view');

    // Fixed and resubmitted, then approved.
    await page.getByRole('link', { name: t('apps.action.edit') }).click();
    await page.getByLabel(t('apps.field.summaryEn')).fill('Counts stock, with real screenshots.');
    await page.getByRole('button', { name: t('apps.action.submit') }).click();
    await page.waitForURL(new RegExp(`menuIndex=1-3&id=${id}`));
    await page.getByText(t('apps.review.pending')).first().waitFor();
    await admin('approve-app', String(id));

    // Release from the list, after the confirmation; then unrelease.
    await visit(page, '/developer?menuIndex=1-1&reviewStatus=approved');
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: `${t('apps.action.release')} ${name}` }).click();
    const dialog = page.getByRole('dialog');
    // Clicked once the dialog is at rest: a click during its zoom can miss (ui.ts).
    const confirm = async (label: string) => {
      await dialogAtRest(dialog);
      await dialog.getByRole('button', { name: label }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await confirm(t('apps.action.release'));
    await card.getByText(t('apps.shelf.launched')).waitFor();
    await screen('the list with the released app');
    const inMarket = async () =>
      (
        await apiData<{ list: { name: string }[] }>(
          originOf(EDITION_OF[lang]),
          MARKET_PATHS.appList.path,
          {
            keyword: name,
            lang,
          },
        )
      ).list.some((app) => app.name === name);
    expect(await inMarket()).toBe(true);

    // A version: new, submitted, approved by the operator, published, then deleted (the highest).
    await card.getByRole('link', { name: `${t('apps.action.versions')} ${name}` }).click();
    await page.waitForURL(new RegExp(`menuIndex=1-4&id=${id}`));
    const apk2 = await makeApk({
      packageName: `com.seuiot.e2e${stamp}`,
      versionCode: 4,
      versionName: '1.0.4',
      label: 'E2E Counter',
    });
    await page.getByRole('button', { name: t('apps.versions.new') }).click();
    await page.locator('.version-form input[type="file"][accept=".apk"]').setInputFiles(apk2);
    await page.getByRole('button', { name: remove(/.*\.apk/) }).waitFor();
    expect(await page.getByLabel(t('apps.field.versionName')).inputValue()).toBe('1.0.4');
    await page.getByLabel(t('apps.field.updateContentZh')).fill('修复盘点问题。');
    await page.getByLabel(t('apps.field.updateContentEn')).fill('Fixes the stocktake.');
    await page.getByRole('button', { name: t('apps.action.submit') }).click();
    const newest = page.getByRole('article', { name: /^1\.0\.4/ });
    await newest.getByText(t('apps.versionStatus.pending')).waitFor();
    const versions = await browserGet<{ list: { id: number; versionName: string }[] }>(
      request,
      `${APP_PATHS.versionList.path}?appId=${id}&lang=${lang}`,
    );
    const versionId = versions.data.list.find((v) => v.versionName === '1.0.4')!.id;
    await admin('approve-version', String(versionId));
    await page.reload();
    await newest
      .getByRole('button', { name: `${t('apps.versions.action.publish')} 1.0.4` })
      .click();
    await confirm(t('apps.versions.action.publish'));
    await newest.getByText(t('apps.versions.current')).waitFor();

    // The market's detail: the four images, and the published version's APK to download.
    await visit(page, `/marketplace?appId=${id}`);
    const detail = page.getByRole('dialog');
    const c = (key: string, vars: Record<string, string> = {}) =>
      text(lang, `catalogue:${key}`, vars);
    for (const index of [1, 2, 3, 4])
      await detail
        .getByRole('img', { name: c('app.imageAlt', { name, index: String(index) }) })
        .waitFor();
    const get = detail.getByRole('button', {
      name: new RegExp(
        `^${escapeRegExp(c('app.download.buttonNamed', { name, version: '1.0.4', size: 'SIZE' })).replace('SIZE', '.+')}$`,
      ),
    });
    await screen('the market detail');
    const [saved] = await Promise.all([page.waitForEvent('download'), get.click()]);
    expect(saved.suggestedFilename()).toMatch(/\.apk$/);
    expect(fs.readFileSync((await saved.path())!).equals(fs.readFileSync(apk2))).toBe(true);
    await visit(page, `/developer?menuIndex=1-4&id=${id}`);
    await newest.getByText(t('apps.versions.current')).waitFor();

    // The first version cannot go while a higher one exists; the page says why.
    const first = page.getByRole('article', { name: /^1\.0\.3/ });
    const blocked = first.getByRole('button', { name: `${t('apps.action.delete')} 1.0.3` });
    expect(await blocked.isDisabled()).toBe(true);
    await screen('the versions');
    await newest.getByRole('button', { name: `${t('apps.action.delete')} 1.0.4` }).click();
    await confirm(t('apps.action.delete'));
    await newest.waitFor({ state: 'detached' });
    await first.getByText(t('apps.versions.current')).waitFor();

    // Off the market at once.
    await visit(page, '/developer?menuIndex=1-1&reviewStatus=approved');
    await card.getByRole('button', { name: `${t('apps.action.unrelease')} ${name}` }).click();
    await confirm(t('apps.action.unrelease'));
    await card.getByText(t('apps.shelf.ready')).waitFor();
    expect(await inMarket()).toBe(false);
  };

  test('an app from a real APK: draft, submit, rejected with a reason (message, badge), fixed, approved, released into the market, a version published and deleted, unreleased (en, 1280 px)', ({
    open,
  }) => journey(open, 'en', 1280));
  test('the same journey in Chinese at 400 px, every screen axe clean', ({ open }) =>
    journey(open, 'zh', 400));
});
