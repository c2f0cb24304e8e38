import { z } from 'zod';
import { pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { accountSchema, EMAIL_PATTERN, RULE_MESSAGES, phoneSchema } from './rules.js';
import { countryCodeSchema, HOME_COUNTRY, registrationNumberSchema } from './countries.js';

/**
 * Accounts: verification codes, registration, password recovery and change, profile,
 * certifications, login records and single sign-on (spec 2.4-2.6, 3, 4, 5).
 */

/** Purposes a verification code is bound to. */
/** `contact`: confirms a new phone (domestic) or e-mail (overseas) of the signed-in account. */
export const CODE_TYPES = ['register', 'reset', 'contact'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

/** Six digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** Code lifetime, attempts and send limits (server-enforced; the button counts down 30 s). */
export const CODE_RULES = {
  validMinutes: 10,
  maxAttempts: 5,
  perTargetPerHour: 5,
  perIpPerHour: 20,
} as const;

const wirePassword = z
  .string({ error: RULE_MESSAGES.passwordRequired })
  .min(1, { error: RULE_MESSAGES.passwordRequired })
  .max(200, { error: RULE_MESSAGES.passwordRequired });

const codeSchema = z
  .string({ error: 'codeRequired' })
  .trim()
  .min(1, { error: 'codeRequired' })
  .regex(CODE_PATTERN, { error: 'codeFormat' });

/** Overseas phone: digits with an optional leading +, at most 20 characters. */
export const OVERSEAS_PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,19}$/;

const emailField = z
  .string({ error: RULE_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: RULE_MESSAGES.emailRequired })
  .max(128, { error: RULE_MESSAGES.emailFormat })
  .regex(EMAIL_PATTERN, { error: RULE_MESSAGES.emailFormat });

/** POST /emailCode/send */
export const sendEmailCodeSchema = z.object({ email: emailField, type: z.enum(CODE_TYPES) });
/** POST /mobileCode/send */
export const sendMobileCodeSchema = z.object({ phone: phoneSchema, type: z.enum(CODE_TYPES) });

/** Answer of a send: seconds until the next send to this target is accepted. */
export const codeSentSchema = z.object({ resendAfter: z.number().int() });

/** System applied for at registration: 1 main IoT; 2 main + MDM; 3 Stage Now. */
export const APPLY_SYSTEMS = [1, 2, 3] as const;
/**
 * The management systems (platform codes) each registration choice applies for: 1 the main IoT
 * system, 2 the IoT system with the MDM subsystem, 3 the Stage Now subsystem. Approving the
 * account starts their trials (decision 0057).
 */
export const APPLIED_PLATFORMS: Record<(typeof APPLY_SYSTEMS)[number], readonly string[]> = {
  1: ['iot'],
  2: ['iot', 'mdm'],
  3: ['stagenow'],
};

/**
 * POST /front/user/register (JSON). The edition decides which of e-mail / phone is required and
 * which one the code was sent to; the server checks that, the client builds the same rules.
 */
export const registerSchema = z.object({
  username: accountSchema.pipe(
    z.string().regex(/^[A-Za-z0-9_.@-]{3,32}$/, { error: 'usernameFormat' }),
  ),
  password: wirePassword,
  companyName: z
    .string({ error: 'companyRequired' })
    .trim()
    .min(1, { error: 'companyRequired' })
    .max(128),
  truename: z.string({ error: 'nameRequired' }).trim().min(1, { error: 'nameRequired' }).max(64),
  email: z.string().trim().max(128).optional().default(''),
  saleManager: z
    .string({ error: 'saleManagerRequired' })
    .trim()
    .min(1, { error: 'saleManagerRequired' })
    .max(64),
  category: z
    .string({ error: 'categoryRequired' })
    .trim()
    .min(1, { error: 'categoryRequired' })
    .max(32),
  phone: z.string().trim().max(LIMITS.phoneMaxOverseas).optional().default(''),
  codes: codeSchema,
  applySystem: z.coerce
    .number()
    .int()
    .refine((v) => (APPLY_SYSTEMS as readonly number[]).includes(v), {
      error: 'applySystemRequired',
    }),
  /** Partner key from the page query; the Stage Now partner key locks applySystem to 3. */
  apiKey: z.string().max(128).optional(),
});
export type RegisterForm = z.infer<typeof registerSchema>;

/** GET /user/registerOptions?apiKey=: the system the link's key locks (3, Stage Now), or none. */
export const registerOptionsQuerySchema = z.object({ apiKey: z.string().min(1).max(128) });
export const registerOptionsSchema = z.object({ lockedSystem: z.literal(3).nullable() });
export type RegisterOptions = z.infer<typeof registerOptionsSchema>;

export const registerResultSchema = z.object({
  username: z.string(),
  status: z.literal('pending'),
});

/** POST /front/user/checkEmail: step 1 of recovery (overseas). */
export const checkEmailSchema = z.object({ email: emailField, codes: codeSchema });
/** POST /front/user/checkphone: step 1 of recovery (domestic). */
export const checkPhoneSchema = z.object({ phone: phoneSchema, codes: codeSchema });
/** Step 1 answer: a short-lived, single-use grant that step 2 needs. */
export const resetGrantSchema = z.object({ grant: z.string(), expiresInSeconds: z.number().int() });

/** POST /front/user/newPassword: step 2. Without a valid grant nothing is reset. */
export const newPasswordSchema = z.object({
  grant: z.string({ error: 'grantRequired' }).min(1, { error: 'grantRequired' }).max(128),
  password: wirePassword,
});

/** POST /front/user/updatePassword (the spec lists GET; a password never goes in a URL). */
export const updatePasswordSchema = z.object({
  oldPassword: wirePassword,
  newPassword: wirePassword,
});

/** sex: 0 confidential, 1 male, 2 female. */
export const SEXES = [0, 1, 2] as const;

/** GET /front/user/getuser */
export const profileSchema = z.object({
  username: z.string(),
  phone: z.string(),
  category: z.string(),
  truename: z.string(),
  companyName: z.string(),
  wechat: z.string(),
  email: z.string(),
  sex: z.number().int(),
  headimg: z.string(),
  identityStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  enterpriseStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /front/user/updateUser: the account name itself cannot change. */
export const updateProfileSchema = z.object({
  phone: z.string().trim().max(LIMITS.phoneMaxOverseas).optional().default(''),
  category: z.string().trim().min(1, { error: 'categoryRequired' }).max(32),
  truename: z.string().trim().min(1, { error: 'nameRequired' }).max(64),
  companyName: z.string().trim().min(1, { error: 'companyRequired' }).max(128),
  wechat: z.string().trim().max(64).optional().default(''),
  email: z.string().trim().max(128).optional().default(''),
  sex: z.coerce
    .number()
    .int()
    .refine((v) => (SEXES as readonly number[]).includes(v)),
  /**
   * A `contact` code sent to the new phone (domestic) or e-mail (overseas): the recovery channel
   * changes only with it (B0001 `codes` without, A0008 / A0055 when wrong or spent).
   */
  codes: z.string().trim().max(16).optional().default(''),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** Certification states. */
export const CERT_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type CertState = (typeof CERT_STATES)[number];

/** Identity document kinds: PRC resident ID (18 characters) or, for overseas users, a passport. */
export const ID_TYPES = ['resident', 'passport'] as const;

/** Passport or other national document number: 5 to 20 letters and digits. */
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{5,20}$/;

/** PRC resident ID: 17 digits + check character (GB 11643-1999, ISO 7064 MOD 11-2). */
export function isResidentId(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * weights[i]!;
  const check = '10X98765432'[sum % 11];
  if (v[17] !== check) return false;
  // The birth date must exist.
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

/** Unified social credit code (GB 32100-2015): 18 characters with a MOD 31 check character. */
export function isCreditCode(value: string): boolean {
  const v = value.toUpperCase();
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += chars.indexOf(v[i]!) * weights[i]!;
  const check = chars[(31 - (sum % 31)) % 31];
  return v[17] === check;
}

/** Fields of POST /front/user/verification (multipart, with files `portrait` and `emblem`). */
export const identityFieldsSchema = z
  .object({
    truename: z.string().trim().min(1, { error: 'nameRequired' }).max(64),
    idType: z.enum(ID_TYPES).default('resident'),
    idNumber: z.string().trim().min(1, { error: 'idNumberRequired' }).max(32),
  })
  .superRefine((v, ctx) => {
    const ok =
      v.idType === 'resident' ? isResidentId(v.idNumber) : PASSPORT_PATTERN.test(v.idNumber);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'idNumberFormat' });
  });

export const identityStatusSchema = z.object({
  status: z.enum(CERT_STATES),
  truename: z.string(),
  idType: z.enum(ID_TYPES),
  /** Only the first and last characters are ever shown back. */
  idNumberMasked: z.string(),
  /** The submitted photos, to their owner only (empty before a submission). */
  portraitUrl: z.string(),
  emblemUrl: z.string(),
  rejectReason: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** The unified social credit code of a company registered in China. */
export const creditCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'taxNumberRequired' })
  .refine(isCreditCode, { error: 'taxNumberFormat' });

/** Province, city and district codes of a company registered in China. */
export const homeAreaSchemas = {
  province: z
    .string()
    .trim()
    .regex(/^\d{2}$/, { error: 'areaRequired' }),
  city: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: 'areaRequired' }),
  district: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'areaRequired' }),
};

/**
 * Fields of POST /front/customers/verification (multipart, with file `license`). `country`
 * (ISO 3166-1 alpha-2, CN when absent: the domestic form does not send it) decides the rules: a
 * company registered in China gives its credit code and its province, city and district; one
 * registered elsewhere its registration number and a free-form address (decision 0056).
 */
export const enterpriseFieldsSchema = z
  .object({
    companyName: z.string().trim().min(1, { error: 'companyRequired' }).max(128),
    country: countryCodeSchema.default(HOME_COUNTRY),
    /** The credit code (China) or the registration number (elsewhere). */
    taxNumber: z.string().trim().min(1, { error: 'taxNumberRequired' }).max(50),
    province: z.string().trim().default(''),
    city: z.string().trim().default(''),
    district: z.string().trim().default(''),
    address: z.string().trim().min(1, { error: 'addressRequired' }).max(200),
    scope: z.string().trim().min(1, { error: 'scopeRequired' }).max(1000),
  })
  .superRefine((f, ctx) => {
    const fail = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (f.country === HOME_COUNTRY) {
      if (!isCreditCode(f.taxNumber)) fail('taxNumber', 'taxNumberFormat');
      for (const key of ['province', 'city', 'district'] as const)
        if (!homeAreaSchemas[key].safeParse(f[key]).success) fail(key, 'areaRequired');
      return;
    }
    if (!registrationNumberSchema.safeParse(f.taxNumber).success)
      fail('taxNumber', 'registrationNumberFormat');
    for (const key of ['province', 'city', 'district'] as const)
      if (f[key] !== '') fail(key, 'areaRequired');
  });

export const enterpriseStatusSchema = z.object({
  status: z.enum(CERT_STATES),
  companyName: z.string(),
  /** ISO 3166-1 alpha-2; CN for a company registered in China. */
  country: z.string(),
  taxNumber: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  areaNames: z.string(),
  address: z.string(),
  scope: z.string(),
  licenseUrl: z.string(),
  rejectReason: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type EnterpriseStatus = z.infer<typeof enterpriseStatusSchema>;

/** GET /dataDictionary/getAreaElement?parentCode= (empty for provinces). */
export const areaQuerySchema = z.object({
  parentCode: z
    .string()
    .regex(/^(\d{2}|\d{4})?$/)
    .optional()
    .default(''),
});
export const areaSchema = z.object({ code: z.string(), name: z.string(), leaf: z.boolean() });

/** GET /dataDictionary/getDataDictionaryInCtgKey?ctgKey= */
export const dictionaryQuerySchema = z.object({ ctgKey: z.string().min(1).max(64) });
export const dictionaryEntrySchema = z.object({ name: z.string(), value: z.string() });

/** GET /front/login/getloginLog */
export const loginLogQuerySchema = pageQuerySchema;
export const loginLogSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  ip: z.string(),
  device: z.string(),
  /** 'success' or the catalogue code of the failure. */
  result: z.string(),
});

/** Image limits of uploads (spec 5 and 9), checked by content on the server. */
export const IMAGE_RULES = {
  avatar: {
    maxBytes: LIMITS.avatarMaxMb * 1024 * 1024,
    minPx: LIMITS.avatarMinPx + 1,
    types: ['png', 'jpg'],
  },
  idPhoto: {
    maxBytes: LIMITS.idPhotoMaxMb * 1024 * 1024,
    minPx: LIMITS.idPhotoMinPx,
    types: ['png', 'jpg', 'bmp'],
  },
  license: { maxBytes: LIMITS.licenseMaxMb * 1024 * 1024, minPx: 1, types: ['png', 'jpg'] },
} as const;

/** POST /sso/authorize: after login, where the browser goes for a partner (spec 2.4). */
export const ssoAuthorizeSchema = z.object({
  apiKey: z.string().min(1).max(128),
  redirectUrl: z.string().min(1).max(2000),
});
export const ssoAuthorizeResultSchema = z.object({ url: z.string() });

/** POST /sso/ticket/exchange: partner server to our server; authenticated by the partner secret. */
export const ssoExchangeSchema = z.object({
  apiKey: z.string().min(1).max(128),
  secret: z.string().min(1).max(256),
  ticket: z.string().min(1).max(128),
});
export const ssoIdentitySchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  truename: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
});

/** GET /sso/check?apiKey=: whether the key is a configured partner (login page shows its name). */
export const ssoPartnerSchema = z.object({ name: z.string() });
