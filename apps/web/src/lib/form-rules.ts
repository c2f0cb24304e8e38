import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { LIMITS, RULE_MESSAGES, plainPasswordSchema } from '@seuiot/contract';

/**
 * antd Form rules built from the contract's zod schemas (ARCHITECTURE "never restate a limit"):
 * the schema decides, its issue names a key of the validation namespace, the key is translated.
 */

/** Values the validation texts may interpolate; the numbers come from the contract only. */
export const RULE_VALUES = { passwordMin: LIMITS.passwordMin, passwordMax: LIMITS.passwordMax };

function isRuleKey(key: string | undefined): key is keyof typeof RULE_MESSAGES {
  return key !== undefined && Object.prototype.hasOwnProperty.call(RULE_MESSAGES, key);
}

/** The message key of the first broken rule of `schema` for `value`, or null when it passes. */
export function firstIssue(schema: ZodType, value: unknown, fallback = 'invalid'): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return isRuleKey(key) ? key : fallback;
}

/** The translated text of a rule key. */
export function ruleText(t: TFunction, key: string): string {
  return t(`validation:${key}`, { ...RULE_VALUES, defaultValue: t('validation:invalid') });
}

/**
 * An antd rule that runs `schema` on the field's value (undefined reads as ''); `fallback` names
 * the message when the schema's own issue is not a rule key (a coercion failure, say).
 */
export function schemaRule(schema: ZodType, t: TFunction, fallback?: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = firstIssue(schema, value ?? '', fallback);
      if (key) throw new Error(ruleText(t, key));
    },
  };
}

/** The repeat-password rule: required, then equal to the field `other` (its own message). */
export function repeatRule(t: TFunction, other: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '')
        throw new Error(ruleText(t, RULE_MESSAGES.passwordRequired));
      if (value !== getFieldValue(other))
        throw new Error(ruleText(t, RULE_MESSAGES.passwordMismatch));
    },
  });
}

/** The list's check, loaded on first use: its own chunk, fetched only on the password pages. */
let commonCheck: Promise<(plain: string) => boolean> | null = null;

/**
 * Refuses a new password of the common and breached list (decision 0040) as the user types, with
 * the reason; the server answers B0004 for it too. Only a password of the spec's length is looked
 * up (the length rule speaks first).
 */
export function commonPasswordRule(t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || firstIssue(plainPasswordSchema, value)) return;
      commonCheck ??= import('@seuiot/contract/common-passwords').then((m) => m.isCommonPassword);
      if ((await commonCheck)(value)) throw new Error(ruleText(t, RULE_MESSAGES.passwordCommon));
    },
  };
}
