import { z } from 'zod';
import { RULE_MESSAGES, accountSchema, loginFormSchema } from '@seuiot/contract';
import { encryptPassword } from '../../lib/cipher';

/**
 * Everything of the login page that needs zod or crypto-js: the form rules straight from the
 * contract, the password cipher and the redirect check (contract isSafeRedirect lives beside the
 * login schemas). Loaded when the visitor starts typing, or when a session is found; these
 * libraries are too big for the page's first download.
 */
export type LoginField = 'username' | 'password' | 'captchaCode';

const captchaCodeSchema = z.string().trim().min(1, { error: RULE_MESSAGES.captchaRequired });

const RULES: Record<LoginField, z.ZodType> = {
  username: accountSchema,
  password: loginFormSchema.shape.password,
  captchaCode: captchaCodeSchema,
};

/** The message key (validation namespace) of the first broken rule, or null. */
export function checkField(field: LoginField, value: string): string | null {
  const result = RULES[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

export { encryptPassword };
export { loginTarget } from './login-redirect';
