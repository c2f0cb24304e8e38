import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone } from './ui.js';

/**
 * axe's findings on the page as it is at rest, one line each (rule, impact, help, the elements).
 *
 * A dialog, drawer or toast fading in or out has, for a moment, colours between its own and the
 * page's, and axe reads them as a contrast failure that no user sees. So toasts are let go and
 * every finite animation is let finish first (spinners and other endless ones are left running).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast (antd message) stays for seconds and then fades: one that starts fading while axe
  // reads the page is caught at part opacity (seen on CI with two workers). Let toasts go first.
  await page
    .waitForFunction(() => !document.querySelector('.ant-message-notice'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim())
        .join(', ')}`,
  );
}
