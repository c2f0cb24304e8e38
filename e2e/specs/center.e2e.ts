import type { Page } from 'playwright-core';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { button, field, fitsWidth, logIn } from '../src/account-ui.js';
import type { Edition } from '../src/browser.js';
import { nameOf, text, type Lang } from '../src/locales.js';
import { png, residentId } from '../src/cert-data.js';
import { waitForCode } from '../src/inbox.js';
import { admin, signUp, uniqueEmail } from '../src/sign-up.js';
import { dialogAtRest, submitLogin, toast, visit, waitForPath } from '../src/ui.js';
import { axeViolations, lingeringToasts } from '../src/axe.js';
import { COOKIES } from '../src/demo.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

async function axe(page: Page): Promise<string[]> {
  // Every toast of these journeys closes by itself within seconds.
  expect(await lingeringToasts(page)).toEqual([]);
  return axeViolations(page);
}

/** A valid unified social credit code (GB 32100: MOD 31 check character). */
function creditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91320102${Array.from({ length: 9 }, () => chars[Math.floor(Math.random() * 10)]).join('')}`;
  const sum = [...body].reduce((total, c, i) => total + chars.indexOf(c) * weights[i]!, 0);
  return `${body}${chars[(31 - (sum % 31)) % 31]}`;
}

/** Issue 3, journeys 3-5: the personal center. */
test.describe('personal center', () => {
  test('a password change signs out the other session, which is sent to login', async ({
    open,
  }) => {
    const account = await signUp('domestic', { prefix: 'pwd' });
    const other = await open();
    await logIn(other.page, 'zh', account);

    const { page, context } = await open();
    await logIn(page, 'zh', account, '/center?menuIndex=2');
    await page
      .getByRole('heading', { level: 2, name: text('zh', 'center:menu.password') })
      .waitFor();
    expect(await axe(page)).toEqual([]);
    const fresh = `Chg#${Date.now().toString(36)}`;
    await field(page, 'zh', 'center:password.old').fill(account.password);
    await field(page, 'zh', 'center:password.new').fill(account.password);
    await field(page, 'zh', 'center:password.repeat').fill(account.password);
    await button(page, 'zh', 'center:password.submit').click();
    await page.getByText(text('zh', 'validation:passwordSameAsOld')).waitFor();
    await field(page, 'zh', 'center:password.new').fill(fresh);
    await field(page, 'zh', 'center:password.repeat').fill(fresh);
    await button(page, 'zh', 'center:password.submit').click();
    await page.getByText(text('zh', 'center:password.doneContent')).waitFor();

    // This session stays; the other one is over and its next page sends it to login.
    expect((await browserGet(context.request, '/user/get_login_user')).rescode).toBe(200);
    await visit(other.page, '/center?menuIndex=1');
    const expired = await dialogAtRest(
      other.page.getByRole('dialog', { name: text('zh', 'common:sessionExpired.title') }),
    );
    await expired
      .getByRole('button', { name: nameOf(text('zh', 'common:sessionExpired.ok')) })
      .click();
    await waitForPath(
      other.page,
      `/portal/login?redirect=${encodeURIComponent('/center?menuIndex=1')}`,
    );
    await submitLogin(other.page, 'zh', { username: account.username, password: fresh });
    await other.page
      .getByRole('heading', { level: 2, name: text('zh', 'center:menu.myInfo') })
      .waitFor();
  });

  test('edits my info and uploads an avatar (checked in the browser first)', async ({ open }) => {
    const account = await signUp('overseas', { prefix: 'inf' });
    const { page } = await open({ edition: 'overseas' });
    await logIn(page, 'en', account, '/center?menuIndex=1');
    const main = page.getByRole('main');
    await main.getByText(account.username, { exact: true }).waitFor();

    expect(await axe(page)).toEqual([]);
    await button(page, 'en', 'center:info.edit').click();
    await field(page, 'en', 'center:info.truename').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await field(page, 'en', 'center:info.username').inputValue()).toBe(account.username);
    expect(await field(page, 'en', 'center:info.username').isEditable()).toBe(false);
    await field(page, 'en', 'center:info.truename').fill('Renamed Tester');
    await field(page, 'en', 'center:info.companyName').fill('Renamed Devices GmbH');
    await field(page, 'en', 'center:info.wechat').fill('wx-e2e');
    await field(page, 'en', 'center:info.email').fill('not-an-address');
    await button(page, 'en', 'center:info.save').click();
    await page.getByText(text('en', 'validation:emailFormat')).waitFor();
    await field(page, 'en', 'center:info.email').fill(account.email);
    await page.getByLabel(text('en', 'center:sex.2'), { exact: true }).check();
    await button(page, 'en', 'center:info.save').click();
    await toast(page, text('en', 'center:info.saved')).waitFor();
    await main.getByText('Renamed Devices GmbH').waitFor();
    await main.getByText('wx-e2e').waitFor();
    await main.getByText(text('en', 'center:sex.2'), { exact: true }).waitFor();
    // The header follows the new name.
    await page.getByRole('banner').getByText('Renamed Tester').waitFor();

    // The e-mail recovers the account overseas: a new one is confirmed with a code sent to it.
    const newEmail = uniqueEmail('inf-new');
    await button(page, 'en', 'center:info.edit').click();
    await field(page, 'en', 'center:info.email').fill(newEmail);
    const code = field(page, 'en', 'account:fields.emailCode');
    await code.waitFor();
    await button(page, 'en', 'center:info.save').click();
    await page.getByText(text('en', 'validation:codeRequired')).waitFor();
    await button(page, 'en', 'account:code.send').click();
    await code.fill(await waitForCode('email', newEmail));
    await button(page, 'en', 'center:info.save').click();
    await toast(page, text('en', 'center:info.saved')).waitFor();
    await main.getByText(newEmail).waitFor();

    const upload = page.locator('.avatar-block input[type=file]');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes(`/api${ACCOUNT_PATHS.uploadAvatar.path}`)) uploads += 1;
    });
    await upload.setInputFiles(png(80, 'small.png'));
    await toast(page, text('en', 'center:avatar.dimensions', { minPx: '100' })).waitFor();
    expect(uploads).toBe(0);

    await upload.setInputFiles(png(160, 'avatar.png'));
    await toast(page, text('en', 'center:avatar.done')).waitFor();
    expect(uploads).toBe(1);
    const avatar = main.getByRole('img', {
      name: text('en', 'center:avatar.alt', { name: 'Renamed Tester' }),
    });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/front\/user\/file\/\d+$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    // Login records list this session's sign-in.
    await page.getByRole('link', { name: text('en', 'center:menu.loginRecords') }).click();
    await waitForPath(page, '/center?menuIndex=5');
    await main.locator('.state-tag-success').first().waitFor();
    expect(await axe(page)).toEqual([]);
  });

  const CERT: { edition: Edition; lang: Lang; idType: 'resident' | 'passport' }[] = [
    { edition: 'domestic', lang: 'zh', idType: 'resident' },
    { edition: 'overseas', lang: 'en', idType: 'passport' },
  ];
  for (const { edition, lang, idType } of CERT) {
    test(`${edition}: real-name certification is submitted, rejected by the operator, and the reason shown`, async ({
      open,
    }) => {
      const account = await signUp(edition, { prefix: 'idc' });
      const { page } = await open({ edition });
      await logIn(page, lang, account, '/center?menuIndex=3');
      await field(page, lang, 'center:identity.truename').fill('E2E Certified');
      // The edition's default document type.
      await page
        .locator('.ant-select-selection-item')
        .filter({ hasText: text(lang, `center:identity.types.${idType}`) })
        .waitFor();
      await field(page, lang, 'center:identity.idNumber').fill('ID-1');
      await button(page, lang, 'center:cert.submit').click();
      await page.getByText(text(lang, 'validation:idNumberFormat')).waitFor();
      await page.getByText(text(lang, 'center:identity.portraitRequired')).waitFor();
      await field(page, lang, 'center:identity.idNumber').fill(
        idType === 'resident' ? residentId() : `E${Date.now().toString().slice(-8)}`,
      );
      const inputs = page.locator('form[id=identity] input[type=file]');
      await inputs.nth(0).setInputFiles(png(400, 'too-small.png'));
      await toast(page, text(lang, 'center:image.dimensions', { minPx: '500' })).waitFor();
      await inputs.nth(0).setInputFiles(png(600, 'portrait.png'));
      await inputs.nth(1).setInputFiles(png(600, 'emblem.png'));
      await button(page, lang, 'center:cert.submit').click();
      await toast(page, text(lang, 'center:cert.submitted')).waitFor();
      await page.getByText(text(lang, 'center:cert.pendingTitle')).waitFor();
      // The photos as submitted come back to their owner.
      for (const side of ['portrait', 'emblem']) {
        const shown = page.getByRole('img', {
          name: text(lang, 'center:identity.photoAlt', {
            side: text(lang, `center:identity.${side}`),
          }),
        });
        await expect
          .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(600);
      }

      const reason =
        lang === 'zh' ? '照片不清晰，请重新拍摄' : 'The photo is blurred, please retake it';
      await admin('reject-identity', account.username, reason);
      await page.reload();
      await page.getByText(text(lang, 'center:cert.rejectedTitle')).waitFor();
      await page.getByText(reason).waitFor();
      await button(page, lang, 'center:cert.resubmit').waitFor();
      expect(await axe(page)).toEqual([]);
    });
  }

  test('enterprise certification with the lazily loaded region cascader', async ({ open }) => {
    const account = await signUp('domestic', { prefix: 'ent' });
    const { page } = await open({ viewport: { width: 400, height: 860 } });
    await logIn(page, 'zh', account, '/center?menuIndex=4');
    await page
      .locator('form[id=enterprise] input[type=file]')
      .setInputFiles(png(300, 'licence.png'));
    await field(page, 'zh', 'center:enterprise.companyName').fill('南京物联测试有限公司');
    await field(page, 'zh', 'center:enterprise.taxNumber').fill(creditCode());
    let areaCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes(`/api${ACCOUNT_PATHS.areas.path}`)) areaCalls += 1;
    });
    await field(page, 'zh', 'center:enterprise.area').click();
    const menu = page.locator('.ant-cascader-menus');
    await menu.getByText('江苏省', { exact: true }).click();
    await menu.getByText('南京市', { exact: true }).click();
    await menu.getByText('玄武区', { exact: true }).click();
    expect(areaCalls).toBe(2);
    await field(page, 'zh', 'center:enterprise.address').fill('玄武大道 1 号');
    await field(page, 'zh', 'center:enterprise.scope').fill('物联网设备的研发与销售');
    expect(await fitsWidth(page)).toBe(true);
    await button(page, 'zh', 'center:cert.submit').click();
    // The confirmation first: antd mounts it a moment after the page changes, and axe must not
    // catch it fading in (axe below waits for toasts to go).
    await toast(page, text('zh', 'center:cert.submitted')).waitFor();
    await page.getByText(text('zh', 'center:cert.pendingTitle')).waitFor();
    await page.getByText('江苏省 南京市 玄武区').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
  });

  // Issue 26 item 10: the overseas edition certifies a company registered outside China.
  for (const { lang, width } of [
    { lang: 'en', width: 1280 },
    { lang: 'zh', width: 400 },
  ] as const) {
    test(`overseas enterprise certification of a foreign company (${lang}, ${width} px)`, async ({
      open,
    }) => {
      const account = await signUp('overseas', { prefix: 'fco' });
      const { page, context, origin } = await open({
        edition: 'overseas',
        viewport: { width, height: 860 },
      });
      await context.addCookies([{ name: COOKIES.lang, value: lang, url: origin }]);
      await logIn(page, lang, account, '/center?menuIndex=4');
      await page
        .locator('form[id=enterprise] input[type=file]')
        .setInputFiles(png(300, 'register-extract.png'));
      await field(page, lang, 'center:enterprise.companyName').fill('Muster Geräte GmbH');
      // No Chinese region and no credit code until China is chosen.
      expect(await field(page, lang, 'center:enterprise.area').count()).toBe(0);
      await button(page, lang, 'center:cert.submit').click();
      await page.getByText(text(lang, 'validation:countryRequired')).waitFor();
      const country = field(page, lang, 'center:enterprise.country');
      await country.click();
      await country.fill(lang === 'zh' ? '德国' : 'Germany');
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: lang === 'zh' ? '德国' : 'Germany' })
        .first()
        .click();
      const number = field(page, lang, 'center:enterprise.registrationNumber');
      await number.fill('HRB <123>');
      await field(page, lang, 'center:enterprise.registeredAddress').fill(
        'Beispielstraße 1, 80331 München',
      );
      await field(page, lang, 'center:enterprise.scope').fill('Handheld terminals and scanners');
      await button(page, lang, 'center:cert.submit').click();
      await page.getByText(text(lang, 'validation:registrationNumberFormat')).waitFor();
      await number.fill('HRB 123456');
      expect(await fitsWidth(page)).toBe(true);
      await button(page, lang, 'center:cert.submit').click();
      await toast(page, text(lang, 'center:cert.submitted')).waitFor();
      await page.getByText(text(lang, 'center:cert.pendingTitle')).waitFor();
      const main = page.getByRole('main');
      await main.getByText(lang === 'zh' ? '德国' : 'Germany', { exact: true }).waitFor();
      await main.getByText('HRB 123456', { exact: true }).waitFor();
      await main.getByText('Beispielstraße 1, 80331 München', { exact: true }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
    });
  }
});
