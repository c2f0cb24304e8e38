import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, test } from '../src/test.js';
import { axeViolations } from '../src/axe.js';
import { consoleText } from '../src/console-text.js';
import type { Edition } from '../src/browser.js';
import { nameOf, type Lang } from '../src/locales.js';
import { admin, uniqueName } from '../src/sign-up.js';
import { dialogAtRest } from '../src/ui.js';

/**
 * One language per console journey, alternating between the console specs (zh, en, zh, en);
 * console-screens.e2e.ts reads every screen in both languages with axe (decision 0049).
 */
const RUNS: { lang: Lang; edition: Edition }[] = [{ lang: 'en', edition: 'overseas' }];

/**
 * Issue 15's staff administration journey with the four-eyes rule: an administrator creates a
 * staff member and requests a role for them, a second administrator approves it, the new member
 * enrols TOTP, signs in and sees the granted screen; the audit log shows each step.
 */
test.describe('operator console: staff and approvals', () => {
  for (const { lang, edition } of RUNS) {
    test(`a role granted with four eyes reaches a new staff member (${lang})`, async ({ open }) => {
      const t = (key: string, values?: Record<string, string>) => consoleText(lang, key, values);

      /** Signs in with the password and enrols an authenticator; answers at the dashboard. */
      async function signInAndEnrol(name: string, password: string): Promise<Page> {
        const { page, problems } = await open({ edition });
        journeys.push(problems);
        await page.goto(`/seuiot-console/?lang=${lang}`);
        await page.getByLabel(t('auth.username'), { exact: true }).fill(name);
        await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
        await page.getByRole('button', { name: nameOf(t('auth.signIn')) }).click();
        await page.getByRole('button', { name: nameOf(t('auth.enrolStart')) }).click();
        const secret = (await page.getByTestId('totp-secret').innerText()).trim();
        await page
          .getByLabel(t('auth.code'), { exact: true })
          .fill(generateSync({ secret: secret }));
        await page.getByRole('button', { name: nameOf(t('auth.confirm')) }).click();
        await page.getByRole('button', { name: nameOf(t('auth.recoverySaved')) }).click();
        await page.getByRole('heading', { level: 1, name: t('shell.dashboard') }).waitFor();
        return page;
      }
      const journeys: { pageErrors: string[]; csp: string[] }[] = [];

      const first = uniqueName('adm');
      const second = uniqueName('adm');
      const member = uniqueName('rev');
      const firstPassword = (await admin('create-staff', first, '--role', 'administrator')).split(
        '\n',
      )[1]!;
      const secondPassword = (await admin('create-staff', second, '--role', 'administrator')).split(
        '\n',
      )[1]!;

      // The first administrator creates the member and asks for the reviewer role.
      const a = await signInAndEnrol(first, firstPassword);
      await a.getByText(t('dashboard.approvals')).waitFor();
      expect(await axeViolations(a)).toEqual([]);
      await a.getByRole('link', { name: t('shell.staff'), exact: true }).click();
      await a.getByRole('heading', { level: 1, name: t('shell.staff') }).waitFor();
      await a.getByRole('button', { name: nameOf(t('staff.create')) }).click();
      const dialog = await dialogAtRest(a.getByRole('dialog'));
      await dialog.getByLabel(t('staff.username'), { exact: true }).fill(member);
      await dialog.getByLabel(t('roles.reviewer'), { exact: true }).check();
      expect(await axeViolations(a)).toEqual([]);
      await dialog.getByRole('button', { name: nameOf(t('staff.create')) }).click();
      const initial = (await a.getByTestId('initial-password').innerText()).trim();
      expect(initial).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(await axeViolations(a)).toEqual([]);
      await a.getByRole('button', { name: nameOf(t('staff.passwordSaved')) }).click();
      await dialog.waitFor({ state: 'hidden' });
      await a.getByRole('searchbox').fill(member);
      await a.getByRole('searchbox').press('Enter');
      const row = a.getByRole('row').filter({ hasText: member });
      await row
        .getByText(t('staff.pendingRole', { role: t('roles.reviewer') }), { exact: true })
        .waitFor();
      // The requester sees the request but cannot approve it.
      await a.getByRole('link', { name: t('shell.approvals'), exact: true }).click();
      const own = a.getByRole('row').filter({ hasText: member });
      await own.getByText(t('approvals.own')).waitFor();
      expect(await own.getByRole('button').count()).toBe(0);
      expect(await axeViolations(a)).toEqual([]);

      // The second administrator approves it.
      const b = await signInAndEnrol(second, secondPassword);
      await b.getByRole('link', { name: t('shell.approvals'), exact: true }).click();
      await b.getByRole('heading', { level: 1, name: t('shell.approvals') }).waitFor();
      const request = b.getByRole('row').filter({ hasText: member });
      await request
        .getByRole('button', { name: new RegExp(`^${t('approvals.approve')} #`) })
        .click();
      expect(await axeViolations(b)).toEqual([]);
      await (
        await dialogAtRest(b.getByRole('dialog'))
      )
        .getByRole('button', { name: nameOf(t('approvals.approve')) })
        .click();
      await b
        .locator('.ant-message-notice')
        .filter({ hasText: t('approvals.done_approved') })
        .waitFor();
      await expect.poll(() => request.count()).toBe(0);

      // The new member enrols, signs in and sees the reviewer's screens.
      const m = await signInAndEnrol(member, initial);
      await m.getByRole('link', { name: t('shell.accounts'), exact: true }).click();
      await m.getByRole('heading', { level: 1, name: t('shell.accounts') }).waitFor();
      expect(await m.getByRole('link', { name: t('shell.staff'), exact: true }).count()).toBe(0);
      expect(await axeViolations(m)).toEqual([]);

      // The audit log shows each step, found by the member's object.
      await a.getByRole('link', { name: t('shell.audit'), exact: true }).click();
      await a.getByRole('heading', { level: 1, name: t('shell.audit') }).waitFor();
      await a.getByLabel(t('audit.staff'), { exact: true }).fill(member);
      await a.getByRole('button', { name: nameOf(t('audit.filter')) }).click();
      // The member's only record as actor: the enrolment, whose object names the member's id.
      const rows = a.locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(member)]);
      const enrolRow = rows.filter({ hasText: 'staff.totp.enrol' });
      const object = (await enrolRow.getByText(/^staff \d+$/).innerText()).trim();
      await a.getByLabel(t('audit.staff'), { exact: true }).fill('');
      await a.getByLabel(t('audit.objectType'), { exact: true }).fill('staff');
      await a.getByLabel(t('audit.objectId'), { exact: true }).fill(object.split(' ')[1]!);
      await a.getByRole('button', { name: nameOf(t('audit.filter')) }).click();
      // Each action reads in the page's language, its name beneath.
      const actions = a.locator('tbody tr.ant-table-row td:nth-child(6) code');
      await expect
        .poll(() => actions.allInnerTexts())
        .toEqual(['staff.totp.enrol', 'staff.role.grant', 'staff.create']);
      await a
        .getByRole('cell', { name: t('auditAction.staff_role_grant'), exact: false })
        .waitFor();
      await a.getByLabel(t('audit.objectType'), { exact: true }).fill('approval');
      await a.getByLabel(t('audit.objectId'), { exact: true }).fill('');
      await a.getByRole('button', { name: nameOf(t('audit.filter')) }).click();
      for (const [who, action] of [
        [second, 'approval.approve'],
        [first, 'approval.request'],
      ] as const)
        await a
          .getByRole('row')
          .filter({ hasText: who })
          .filter({ hasText: action })
          .first()
          .waitFor();
      expect(await axeViolations(a)).toEqual([]);
      for (const p of journeys) {
        expect(p.pageErrors).toEqual([]);
        expect(p.csp).toEqual([]);
      }
    });
  }
});
