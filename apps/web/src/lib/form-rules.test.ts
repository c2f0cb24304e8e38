import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { commonPasswordRule } from './form-rules';
import { i18n, initI18n } from './i18n';

/** What the rule says of `value`: its message, or null when it passes. */
async function verdict(value: string): Promise<string | null> {
  const rule = commonPasswordRule(i18n.t) as RuleObject;
  try {
    await rule.validator!(rule, value, () => undefined);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

// Issue 24, item 2 (decision 0040): the form says why as the user types, in both languages.
describe('commonPasswordRule', () => {
  it('refuses a common or breached password with the reason', async () => {
    await initI18n('en');
    expect(await verdict('123456')).toBe(
      'This password is one of the most common or leaked passwords; choose another',
    );
    expect(await verdict('Password1')).not.toBeNull();
    await initI18n('zh');
    expect(await verdict('qwerty123')).toBe('该密码属于最常见或已泄露的密码，请换一个');
    await initI18n('en');
  });

  it('lets an uncommon password pass and leaves the length to its own rule', async () => {
    expect(await verdict('Quiet-Harbour-7')).toBeNull();
    expect(await verdict('12345')).toBeNull();
  });
});
