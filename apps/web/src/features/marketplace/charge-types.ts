import type { ChargeType } from './types';

/**
 * The contract's CHARGE_TYPES, restated: importing them would load the contract's catalogue.ts,
 * whose schemas bring zod into the market pages. charge-types.test.ts keeps the two equal.
 */
export const CHARGE_TYPES = ['free', 'paid'] as const satisfies readonly ChargeType[];

export function isChargeType(value: string | null): value is ChargeType {
  return (CHARGE_TYPES as readonly (string | null)[]).includes(value);
}
