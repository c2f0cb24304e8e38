import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';

/**
 * An antd rule from a contract field schema of the developer forms (never a restated limit): an
 * empty required field says "required", a long one names the schema's maximum, anything else
 * "not valid". The contract's app schemas carry zod's own issues rather than rule keys, so the
 * issue's code picks the text here.
 */
export function fieldRule(schema: ZodType, t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const issue = result.error.issues[0] as
        { code: string; maximum?: number | bigint } | undefined;
      if (issue?.code === 'too_small') throw new Error(t('developer:rule.required'));
      if (issue?.code === 'too_big')
        throw new Error(t('developer:rule.max', { max: Number(issue.maximum) }));
      throw new Error(t('developer:rule.invalid'));
    },
  };
}
