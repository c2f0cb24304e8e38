import { describe, expect, it } from 'vitest';
import { areaIssue } from './enterprise-cert';
import { idNumberIssue } from './identity-cert';

describe('certification form rules (from the contract)', () => {
  it('checks a resident ID by its check digit and birth date', () => {
    expect(idNumberIssue('resident', '')).toBe('idNumberRequired');
    expect(idNumberIssue('resident', '11010519491231002X')).toBeNull();
    expect(idNumberIssue('resident', '11010519491231002x')).toBeNull();
    expect(idNumberIssue('resident', '110105194912310021')).toBe('idNumberFormat');
    expect(idNumberIssue('resident', 'E12345678')).toBe('idNumberFormat');
  });

  it('checks a passport number by the passport pattern', () => {
    expect(idNumberIssue('passport', 'E12345678')).toBeNull();
    expect(idNumberIssue('passport', 'E1')).toBe('idNumberFormat');
    expect(idNumberIssue('passport', '')).toBe('idNumberRequired');
  });

  it('needs province, city and district', () => {
    expect(areaIssue(['32', '3201', '320102'])).toBeNull();
    expect(areaIssue(['32', '3201'])).toBe('areaRequired');
    expect(areaIssue([])).toBe('areaRequired');
    expect(areaIssue(undefined)).toBe('areaRequired');
  });
});
