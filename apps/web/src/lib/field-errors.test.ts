import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { refusedFields, type FieldErrorMap } from './field-errors';
import { initI18n } from './i18n';

const refusal = (code: string, data: unknown = null) =>
  new ApiError('business', code, 400, data, 400);

const MAP: FieldErrorMap = {
  codes: { A0006: 'phone', A0008: 'codes', B0011: 'package' },
  fields: { packageBusId: 'package', district: 'area' },
};
const ON_FORM = new Set(['phone', 'codes', 'package', 'area', 'versionName']);
const has = (name: unknown) => ON_FORM.has(String(name));

describe('refusedFields (issue 26)', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('gives the field of a mapped code with the translated text', () => {
    expect(refusedFields(refusal('A0006'), MAP, has)).toEqual([
      { name: 'phone', text: 'This phone number is already registered.' },
    ]);
  });

  it('leaves a mapped field that is not on the form to the toast', () => {
    expect(refusedFields(refusal('A0008'), MAP, (name) => name !== 'codes')).toEqual([]);
  });

  it('marks the fields B0001/B0004 name, through the form names', () => {
    expect(refusedFields(refusal('B0001', ['packageBusId', 'versionName']), MAP, has)).toEqual([
      { name: 'package', text: 'This field is required' },
      { name: 'versionName', text: 'This field is required' },
    ]);
    expect(refusedFields(refusal('B0004', ['province', 'district']), MAP, has)).toEqual([]);
    expect(refusedFields(refusal('B0004', ['district']), MAP, has)).toEqual([
      { name: 'area', text: 'This value is not valid' },
    ]);
  });

  it('keeps the toast for codes about no field, sessions and lost connections', () => {
    expect(refusedFields(refusal('A0071'), MAP, has)).toEqual([]);
    expect(refusedFields(refusal('B0004', null), MAP, has)).toEqual([]);
    expect(refusedFields(new ApiError('session', 'A0001', 401, null, 401), MAP, has)).toEqual([]);
    expect(refusedFields(new ApiError('network', '', null, null, null), MAP, has)).toEqual([]);
    expect(refusedFields(new Error('boom'), MAP, has)).toEqual([]);
  });
});
