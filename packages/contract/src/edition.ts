import './zod.js';
import { z } from 'zod';

/** The two editions of spec 1: overseas (English, e-mail) and domestic (Chinese, SMS). */
export const EDITIONS = ['overseas', 'domestic'] as const;
export type Edition = (typeof EDITIONS)[number];

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const langSchema = z.enum(LANGS);

/**
 * What the server tells the web app before it renders: the edition of the host it was reached
 * on, the other edition's address, the default language and the password cipher key.
 */
export const portalConfigSchema = z.object({
  edition: z.enum(EDITIONS),
  defaultLang: langSchema,
  otherEditionUrl: z.string(),
  cipherKey: z.string(),
  /** Overseas footer contact. */
  contactEmail: z.string(),
  /** Domestic footer contact. */
  hotline: z.string(),
  /** Path of the official-account QR image (domestic footer). */
  qrImage: z.string(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
