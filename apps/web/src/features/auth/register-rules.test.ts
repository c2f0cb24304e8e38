import { describe, expect, it } from 'vitest';
import { CIPHER_TEST_VECTOR, LIMITS } from '@seuiot/contract';
import { firstIssue } from '../../lib/form-rules';
import { registerPayload, registerRules, type RegisterValues } from './register-rules';

const VALUES: RegisterValues = {
  username: ' newcomer ',
  password: CIPHER_TEST_VECTOR.plain,
  repeatPassword: CIPHER_TEST_VECTOR.plain,
  companyName: ' ACME ',
  truename: 'Ada',
  email: ' ada@example.com ',
  saleManager: 'Li',
  category: '1',
  phone: '',
  codes: ' 123456 ',
  applySystem: 2,
  agreement: true,
};

describe('registration rules per edition', () => {
  it('domestic: phone required and checked, e-mail optional but checked when given', () => {
    const rules = registerRules('domestic');
    expect(firstIssue(rules.phone, '')).toBe('phoneRequired');
    expect(firstIssue(rules.phone, '1380013800')).toBe('phoneFormat');
    expect(firstIssue(rules.phone, '13800138000')).toBeNull();
    expect(firstIssue(rules.phone, '+8613800138000')).toBeNull();
    // Typed or pasted with the spec's prefixes and the separators of a copied number (issue 26).
    expect(firstIssue(rules.phone, '008613800138000')).toBeNull();
    expect(firstIssue(rules.phone, '+86 138 0013 8000')).toBeNull();
    expect(firstIssue(rules.phone, '0086-138-0013-8000')).toBeNull();
    expect(firstIssue(rules.phone, '+86 138 0013 800')).toBe('phoneFormat');
    expect(firstIssue(rules.phone, '+1 138 0013 8000')).toBe('phoneFormat');
    expect(firstIssue(rules.email, '')).toBeNull();
    expect(firstIssue(rules.email, 'not-an-address')).toBe('emailFormat');
  });

  it('overseas: e-mail required, phone optional up to 20 characters', () => {
    const rules = registerRules('overseas');
    expect(firstIssue(rules.email, '')).toBe('emailRequired');
    expect(firstIssue(rules.email, 'ada@')).toBe('emailFormat');
    expect(firstIssue(rules.email, 'ada@example.com')).toBeNull();
    expect(firstIssue(rules.phone, '')).toBeNull();
    expect(firstIssue(rules.phone, '+44 20 7946 0958')).toBeNull();
    expect(firstIssue(rules.phone, `+${'1'.repeat(LIMITS.phoneMaxOverseas)}`)).toBe('phoneFormat');
    expect(firstIssue(rules.phone, 'call me')).toBe('phoneFormat');
  });

  it('uses the contract limits for the password and the other fields in both editions', () => {
    for (const edition of ['domestic', 'overseas'] as const) {
      const rules = registerRules(edition);
      expect(firstIssue(rules.password, '')).toBe('passwordRequired');
      expect(firstIssue(rules.password, 'x'.repeat(LIMITS.passwordMin - 1))).toBe('passwordLength');
      expect(firstIssue(rules.password, 'x'.repeat(LIMITS.passwordMin))).toBeNull();
      expect(firstIssue(rules.password, 'x'.repeat(LIMITS.passwordMax + 1))).toBe('passwordLength');
      expect(firstIssue(rules.username, '')).toBe('accountRequired');
      expect(firstIssue(rules.username, 'a b')).toBe('usernameFormat');
      expect(firstIssue(rules.companyName, ' ')).toBe('companyRequired');
      expect(firstIssue(rules.truename, '')).toBe('nameRequired');
      expect(firstIssue(rules.saleManager, '')).toBe('saleManagerRequired');
      expect(firstIssue(rules.category, '')).toBe('categoryRequired');
      expect(firstIssue(rules.codes, '')).toBe('codeRequired');
      expect(firstIssue(rules.codes, '12345')).toBe('codeFormat');
      expect(firstIssue(rules.applySystem, '', 'applySystemRequired')).toBe('applySystemRequired');
      expect(firstIssue(rules.applySystem, 3)).toBeNull();
    }
  });

  it('builds the payload: trimmed, the password encrypted, the partner key passed on', () => {
    const payload = registerPayload(VALUES, CIPHER_TEST_VECTOR.key, 'stagenow-partner');
    expect(payload).toEqual({
      username: 'newcomer',
      password: CIPHER_TEST_VECTOR.wire,
      companyName: 'ACME',
      truename: 'Ada',
      email: 'ada@example.com',
      saleManager: 'Li',
      category: '1',
      phone: '',
      codes: '123456',
      applySystem: 2,
      apiKey: 'stagenow-partner',
    });
    expect(registerPayload(VALUES, CIPHER_TEST_VECTOR.key, null)).not.toHaveProperty('apiKey');
  });
});
