import type { ZodType } from 'zod';
import {
  APPLY_SYSTEMS,
  plainPasswordSchema,
  registerSchema,
  type Edition,
  type RegisterForm,
} from '@seuiot/contract';
import { contactRules } from '../../lib/account-rules';
import { encryptPassword } from '../../lib/cipher';

/**
 * The rules of the registration form (spec 2.6, 5) per edition, taken from the contract: the
 * server's registerSchema for each field, the plain-password rule (6-20) before encryption, and
 * the edition's contact rules (domestic: phone required; overseas: e-mail required).
 */
export type RegisterField =
  | 'username'
  | 'password'
  | 'companyName'
  | 'truename'
  | 'email'
  | 'saleManager'
  | 'category'
  | 'phone'
  | 'codes'
  | 'applySystem';

export interface RegisterValues {
  username: string;
  password: string;
  repeatPassword: string;
  companyName: string;
  truename: string;
  email?: string;
  saleManager: string;
  category: string;
  phone?: string;
  codes: string;
  applySystem: number;
  agreement?: boolean;
}

const shape = registerSchema.shape;

export function registerRules(edition: Edition): Record<RegisterField, ZodType> {
  const contacts = contactRules(edition);
  return {
    username: shape.username,
    password: plainPasswordSchema,
    companyName: shape.companyName,
    truename: shape.truename,
    email: contacts.email,
    saleManager: shape.saleManager,
    category: shape.category,
    phone: contacts.phone,
    codes: shape.codes,
    applySystem: shape.applySystem,
  };
}

/** The options of "system applied for" (spec 2.6). */
export const SYSTEM_OPTIONS = APPLY_SYSTEMS;

/**
 * The payload of POST /front/user/register: the password in the cipher wire form, and the
 * partner `apiKey` of the page query passed on (the server locks the system to Stage Now for its
 * partner key; the client cannot know that key).
 */
export function registerPayload(
  values: RegisterValues,
  cipherKey: string,
  apiKey: string | null,
): RegisterForm {
  return {
    username: values.username.trim(),
    password: encryptPassword(cipherKey, values.password),
    companyName: values.companyName.trim(),
    truename: values.truename.trim(),
    email: values.email?.trim() ?? '',
    saleManager: values.saleManager.trim(),
    category: values.category,
    phone: values.phone?.trim() ?? '',
    codes: values.codes.trim(),
    applySystem: Number(values.applySystem),
    ...(apiKey ? { apiKey } : {}),
  };
}
