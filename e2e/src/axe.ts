import type { Page } from 'playwright-core';
import { animationsDone } from './ui.js';
import { runAxe } from './axe-run.js';
import { cutTexts } from './cut-text.js';

/**
 * An antd toast under the pointer stays while it is hovered, so a hovered toast sends the pointer
 * to the bottom left corner (toasts open at the top centre).
 */
async function pointerAway(page: Page): Promise<void> {
  const hovered = await page.evaluate(() => !!document.querySelector('.ant-message-notice:hover'));
  if (!hovered) return;
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
}

/** Waits (up to 15 s) until no toast (antd message) is on the page. */
async function toastsGone(page: Page): Promise<void> {
  await pointerAway(page);
  await page
    .waitForFunction(() => !document.querySelector('.ant-message-notice'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/**
 * The texts of the toasts still on the page after up to 15 s (an empty list when all went): a
 * journey that expects every toast to have gone asserts this, and a failure names the toast.
 */
export async function lingeringToasts(page: Page): Promise<string[]> {
  await toastsGone(page);
  return page.locator('.ant-message-notice').allTextContents();
}

/**
 * axe's findings on the page as it is at rest, one line each (rule, impact, help, the elements),
 * and then the text cut where no one meant it to be (`cut-text: ...`, src/cut-text.ts).
 *
 * A dialog, drawer or toast fading in or out has, for a moment, colours between its own and the
 * page's, and axe reads them as a contrast failure that no user sees. So toasts are let go and
 * every finite animation is let finish first (spinners and other endless ones are left running).
 * A toast can still arrive while axe reads (the toast host is a lazy chunk, and a busy machine
 * loads it late): findings on a toast are then read again once it has gone, up to three times.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let violations: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await toastsGone(page);
    await animationsDone(page);
    const results = await runAxe(page);
    violations = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim())
          .join(', ')}`,
    );
    if (!violations.some((line) => line.includes('.ant-message'))) break;
  }
  // Text cut where no one meant it (src/cut-text.ts) is checked wherever axe is.
  const cut = (await cutTexts(page)).map((line) => `cut-text: ${line}`);
  return [...violations, ...cut];
}
