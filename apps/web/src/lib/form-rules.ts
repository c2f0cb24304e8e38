import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * An antd Form rule from a contract schema: the schema decides, the first issue's message key is
 * translated in the validation namespace. The limits live in the contract only.
 */
export function schemaRule(schema: z.ZodType, t: TFunction) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const key = result.error.issues[0]?.message ?? '';
      throw new Error(t(`validation:${key}`, { defaultValue: t('validation:invalid') }));
    },
  };
}
