import { z } from 'zod';
import {
  EMAIL_PATTERN,
  LIMITS,
  OVERSEAS_PHONE_PATTERN,
  RULE_MESSAGES,
  emailSchema,
  phoneSchema,
  type Edition,
} from '@seuiot/contract';

/**
 * The contact rules of an edition (spec 5, decision 0002), built from the contract's patterns and
 * limits; the server applies the same ones (checkContacts). Domestic: phone required (11 digits,
 * the field taking the +86 / 0086 forms and separators, issue 26), e-mail optional; overseas: e-mail required, phone optional (at most 20). The code
 * goes to the required one.
 */
export interface ContactRules {
  edition: Edition;
  phone: z.ZodType<string>;
  email: z.ZodType<string>;
  phoneRequired: boolean;
  emailRequired: boolean;
  phoneMaxLength: number;
  /** Where verification codes go. */
  codeChannel: 'sms' | 'email';
}

const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
    error: RULE_MESSAGES.emailFormat,
  });

const optionalOverseasPhone = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (value.length <= LIMITS.phoneMaxOverseas && OVERSEAS_PHONE_PATTERN.test(value)),
    { error: RULE_MESSAGES.phoneFormat },
  );

export function contactRules(edition: Edition): ContactRules {
  return edition === 'domestic'
    ? {
        edition,
        phone: phoneSchema,
        email: optionalEmail,
        phoneRequired: true,
        emailRequired: false,
        phoneMaxLength: LIMITS.phoneInputMaxDomestic,
        codeChannel: 'sms',
      }
    : {
        edition,
        phone: optionalOverseasPhone,
        email: emailSchema,
        phoneRequired: false,
        emailRequired: true,
        phoneMaxLength: LIMITS.phoneMaxOverseas,
        codeChannel: 'email',
      };
}
