import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * The signed-in customer's own side of the workbench (spec 2.7, 6): the management systems and
 * trials, "my data", my apps and my devices with their service password.
 */

const keyword = z.string().trim().max(LIMITS.searchMaxLength).optional();
const lang = z.enum(['zh', 'en']).optional();

/** Management systems of the workbench and the state of the user's trial (spec 2.7, 6). */
export const PLATFORM_STATES = ['none', 'trial', 'active', 'awaitingAuthorization'] as const;
export const platformSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  /** Whether a trial needs a device-quantity authorisation granted by sales (MDM). */
  needsAuthorization: z.boolean(),
  authorizedDevices: z.number().int(),
  state: z.enum(PLATFORM_STATES),
  trialEndTime: z.string().nullable(),
});
export type Platform = z.infer<typeof platformSchema>;
export const mdmTryQuerySchema = z.object({
  platformId: idSchema,
  action: z.enum(['apply', 'cancel']),
});

export const myDataSchema = z.object({
  deviceCount: z.number().int(),
  purchasedApps: z.number().int(),
  adminAccounts: z.number().int(),
  unreadMessages: z.number().int(),
});
export const myAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  versionName: z.string(),
  released: z.boolean(),
});

/** One of my devices. */
export const deviceSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  model: z.string(),
  productName: z.string(),
  createTime: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;
export const myDevicesQuerySchema = pageQuerySchema.extend({ serial: keyword, lang });
/** POST /front/device/servicePassword: the serial is the customer's own device. */
export const servicePasswordQuerySchema = z.object({
  serial: z.string().trim().min(1, { error: 'serialRequired' }).max(64),
});
export const servicePasswordSchema = z.object({
  serial: z.string(),
  model: z.string(),
  password: z.string(),
});
