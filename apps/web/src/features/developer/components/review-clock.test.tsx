import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { changeLanguage, initI18n, loadNamespaces } from '../../../lib/i18n';
import { ReviewClockText } from './app-status';

/** The review clock under an hour (issue 26: it read "about 0 hours"). */

afterEach(cleanup);

async function shown(lang: 'zh' | 'en', medianMs: number): Promise<string> {
  await initI18n(lang);
  await changeLanguage(lang);
  await loadNamespaces(['developer'], lang);
  const { container } = render(
    <ReviewClockText clock={{ medianMs, reviews: 3, days: 30 }} lang={lang} />,
  );
  return container.textContent ?? '';
}

describe('the review clock', () => {
  it('says "less than an hour" for a median under an hour, in both languages', async () => {
    for (const ms of [60_000, 40 * 60_000, 3_599_999]) {
      expect(await shown('en', ms)).toBe(
        'Reviews take less than an hour now (median of the last 30 days, 3 reviews).',
      );
      expect(await shown('zh', ms)).toBe('当前审核不到 1 小时（最近 30 天 3 次审核的中位数）。');
    }
  });

  it('says whole hours from one hour on', async () => {
    expect(await shown('en', 5 * 3_600_000)).toMatch(/^Reviews take about 5 hours now/);
    expect(await shown('zh', 3_600_000)).toMatch(/^当前审核约需 1 ?小时/);
  });
});
