import { afterAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { ConsoleConfig } from './antd-locale';
import { useLang as langOfTest } from './test-utils';

/** The console's date pickers speak the console language (issue 26: an English picker in zh). */

afterAll(() => langOfTest('en'));

async function pickerText(lang: 'zh' | 'en'): Promise<string> {
  await langOfTest(lang);
  const { unmount } = render(
    <ConsoleConfig>
      <DatePicker.RangePicker
        open
        defaultPickerValue={[dayjs('2026-11-02'), dayjs('2026-12-01')]}
      />
    </ConsoleConfig>,
  );
  const texts = (selector: string, attr?: string) =>
    [...document.querySelectorAll(selector)].map((e) =>
      attr ? e.getAttribute(attr) : e.textContent,
    );
  // Placeholders, the first panel's weekday heads, the panels' month buttons: one per word.
  const text = [
    ...texts('.ant-picker-input input', 'placeholder'),
    ...texts('.ant-picker-panel:first-child thead th'),
    ...texts('.ant-picker-header-view button'),
  ].join(' ');
  unmount();
  return text;
}

describe('the antd locale follows the console language', () => {
  it('in Chinese: placeholders, month and weekday names are Chinese', async () => {
    const text = await pickerText('zh');
    expect(text).toContain('开始日期');
    expect(text).toContain('11月');
    for (const day of ['一', '二', '三', '四', '五', '六', '日']) expect(text).toContain(day);
    expect(text).not.toMatch(/\b(Mo|Tu|We|Th|Fr|Nov)\b/);
  });

  it('in English, after switching back: English throughout', async () => {
    await pickerText('zh');
    const text = await pickerText('en');
    expect(text).toContain('Start date');
    expect(text).toMatch(/\bMo\b/);
    expect(text).toContain('Nov');
    expect(text).not.toMatch(/[一二三四五六日]|月/);
  });
});
