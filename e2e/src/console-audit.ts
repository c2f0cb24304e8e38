import type { Locator, Page } from 'playwright-core';
import { expect } from './test.js';
import { axeViolations } from './axe.js';
import { consoleText } from './console-text.js';
import { nameOf, type Lang } from './locales.js';

/** One step of a journey as the audit log records it. */
export interface AuditStep {
  staff: string;
  action: string;
  /** The object column: `type id` (a pattern where the id is not known to the test). */
  object: string | RegExp;
  /** Parts of the JSON of the state before and after (shown when the row is expanded). */
  before?: string[];
  after?: string[];
}

/** The audit page's filter: an object (type and id), an action or a staff member. */
export interface AuditFilter {
  objectType?: string;
  objectId?: string;
  action?: string;
  staff?: string;
}

/**
 * Opens the console's audit page from the menu, filters it, and checks that every step of the
 * journey is a row (actor, action, object) whose details show the state before and after; then
 * checks the page at rest (toasts gone, table not loading) is axe clean.
 */
export async function auditShows(
  page: Page,
  lang: Lang,
  filter: AuditFilter,
  steps: AuditStep[],
): Promise<void> {
  const t = (key: string) => consoleText(lang, key);
  // On a phone the menu is behind its button.
  const toggle = page.getByRole('button', { name: t('shell.openMenu'), exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('link', { name: t('shell.audit'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t('shell.audit') }).waitFor();
  const fields = { objectType: 'audit.objectType', objectId: 'audit.objectId' } as const;
  for (const [key, value] of Object.entries(filter) as [keyof AuditFilter, string][]) {
    const label = key === 'objectType' || key === 'objectId' ? fields[key] : `audit.${key}`;
    await page.getByLabel(t(label), { exact: true }).fill(value);
    // The action is chosen from the actions the log holds (a searchable list).
    if (key === 'action')
      await page.locator('.ant-select-item-option').filter({ hasText: value }).first().click();
  }
  await page.getByRole('button', { name: nameOf(t('audit.filter')) }).click();
  const table = page.locator('.ant-table-tbody');
  const rows = table.locator('tr.ant-table-row');
  // The filtered page, not the one before it: every row matches the filter.
  const cell = (name: string | RegExp) =>
    page.getByRole('cell', typeof name === 'string' ? { name, exact: true } : { name });
  // The action cell reads what was done in the page's language, with the action's name beneath.
  const actionCell = (action: string) => cell(new RegExp(`${action.replace(/[.]/g, '\\.')}$`));
  const matching = (): Locator => {
    let r = rows;
    if (filter.action) r = r.filter({ has: actionCell(filter.action) });
    if (filter.staff) r = r.filter({ has: cell(filter.staff) });
    if (filter.objectType)
      r = r.filter({
        has: cell(
          filter.objectId === undefined
            ? new RegExp(`^${filter.objectType} `)
            : `${filter.objectType} ${filter.objectId}`,
        ),
      });
    return r;
  };
  await expect
    .poll(async () => {
      const all = await rows.count();
      return all > 0 && all === (await matching().count());
    })
    .toBe(true);
  for (const step of steps) {
    const row = rows
      .filter({ has: actionCell(step.action) })
      .filter({ has: cell(step.staff) })
      .filter({ has: cell(step.object) })
      .first();
    await row.waitFor();
    // The details row (before → after) opens under the row.
    await row.locator('.ant-table-row-expand-icon').click();
    const details = row.locator('xpath=following-sibling::tr[1]');
    await details.getByText(t('audit.before'), { exact: true }).waitFor();
    const [before, after] = await Promise.all(
      [0, 1].map((i) => details.locator('dd code').nth(i).innerText()),
    );
    for (const part of step.before ?? []) expect(before, `${step.action} before`).toContain(part);
    for (const part of step.after ?? []) expect(after, `${step.action} after`).toContain(part);
  }
  // Check the page at rest: no toast of an earlier step, the table no longer loading (a run in
  // CI once caught one of them half drawn).
  await expect
    .poll(() => page.locator('.ant-message-notice, .ant-spin-spinning').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  expect(await axeViolations(page), 'audit log').toEqual([]);
}
