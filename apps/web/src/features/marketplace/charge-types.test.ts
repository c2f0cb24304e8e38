import { describe, expect, it } from 'vitest';
import { CHARGE_TYPES as CONTRACT } from '@seuiot/contract';
import { CHARGE_TYPES, isChargeType } from './charge-types';

describe('CHARGE_TYPES', () => {
  it('equals the contract', () => {
    expect([...CHARGE_TYPES]).toEqual([...CONTRACT]);
  });

  it('recognises a charge type from the address', () => {
    expect(isChargeType('paid')).toBe(true);
    expect(isChargeType('gratis')).toBe(false);
    expect(isChargeType(null)).toBe(false);
  });
});
