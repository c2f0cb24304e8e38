import './zod.js';
import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * Validation rules of spec section 5. Each schema carries a message key that both the server
 * (answered in `data` of B0001/B0004) and the web form (translated in the `validation` namespace)
 * use; the key names the rule, never the wording.
 */

/** Phone: optional +86 or 0086, then 11 digits starting with 1. */
export const PHONE_PATTERN = /^(?:\+86|0086)?1\d{10}$/;

/**
 * A domestic phone as typed or pasted: PHONE_PATTERN with the spaces and hyphens a copied number
 * carries between its parts ("+86 138 0013 8000", "0086-138-0013-8000"; issue 26).
 */
export const PHONE_INPUT_PATTERN = /^(?:(?:\+86|0086)[\s-]?)?1(?:[\s-]?\d){10}$/;

/** A domestic number as typed, in the spec's forms, separators allowed. */
export function isDomesticPhone(value: string): boolean {
  return PHONE_INPUT_PATTERN.test(value.trim());
}

/** A domestic number as stored and compared: its 11 digits, without +86 / 0086 or separators. */
export function normaliseDomesticPhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^(?:\+86|0086)/, '');
}

/** A general e-mail address pattern. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Message keys of the validation namespace. */
export const RULE_MESSAGES = {
  accountRequired: 'accountRequired',
  passwordRequired: 'passwordRequired',
  passwordLength: 'passwordLength',
  /** A common or breached password (`@seuiot/contract/common-passwords`, decision 0040). */
  passwordCommon: 'passwordCommon',
  passwordMismatch: 'passwordMismatch',
  passwordSameAsOld: 'passwordSameAsOld',
  phoneRequired: 'phoneRequired',
  phoneFormat: 'phoneFormat',
  emailRequired: 'emailRequired',
  emailFormat: 'emailFormat',
  captchaRequired: 'captchaRequired',
  codeRequired: 'codeRequired',
  codeFormat: 'codeFormat',
  usernameFormat: 'usernameFormat',
  companyRequired: 'companyRequired',
  nameRequired: 'nameRequired',
  saleManagerRequired: 'saleManagerRequired',
  categoryRequired: 'categoryRequired',
  applySystemRequired: 'applySystemRequired',
  grantRequired: 'grantRequired',
  idNumberRequired: 'idNumberRequired',
  idNumberFormat: 'idNumberFormat',
  taxNumberRequired: 'taxNumberRequired',
  taxNumberFormat: 'taxNumberFormat',
  areaRequired: 'areaRequired',
  countryRequired: 'countryRequired',
  registrationNumberFormat: 'registrationNumberFormat',
  addressRequired: 'addressRequired',
  scopeRequired: 'scopeRequired',
  serialRequired: 'serialRequired',
} as const;

export type RuleMessage = keyof typeof RULE_MESSAGES;

/** Login account: required. */
export const accountSchema = z
  .string({ error: RULE_MESSAGES.accountRequired })
  .trim()
  .min(1, { error: RULE_MESSAGES.accountRequired })
  .max(64, { error: RULE_MESSAGES.accountRequired });

/** A plain (decrypted) password on register and reset: 6 to 20 characters. */
export const plainPasswordSchema = z
  .string({ error: RULE_MESSAGES.passwordRequired })
  .min(1, { error: RULE_MESSAGES.passwordRequired })
  .min(LIMITS.passwordMin, { error: RULE_MESSAGES.passwordLength })
  .max(LIMITS.passwordMax, { error: RULE_MESSAGES.passwordLength });

/**
 * Phone number (domestic rule): 11 digits, with or without +86 / 0086, spaces and hyphens
 * allowed (issue 26); the server stores `normaliseDomesticPhone` of it.
 */
export const phoneSchema = z
  .string({ error: RULE_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: RULE_MESSAGES.phoneRequired })
  .max(LIMITS.phoneInputMaxDomestic, { error: RULE_MESSAGES.phoneFormat })
  .regex(PHONE_INPUT_PATTERN, { error: RULE_MESSAGES.phoneFormat });

/** E-mail address. */
export const emailSchema = z
  .string({ error: RULE_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: RULE_MESSAGES.emailRequired })
  .regex(EMAIL_PATTERN, { error: RULE_MESSAGES.emailFormat });
