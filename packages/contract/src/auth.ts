import { z } from 'zod';
import { accountSchema, RULE_MESSAGES } from './rules.js';
import { langSchema } from './edition.js';
import { int32Schema } from './envelope.js';

/**
 * POST /user/login, form encoded. `password` is the cipher wire form (cipher.ts). After a failed
 * attempt from a client, or while the account named is failing from other clients, the server
 * asks for a captcha (A0008 with data.captchaRequired, also on a first attempt); the client then
 * sends the id and answer of a fresh image from GET /user/captcha. A client that keeps failing on
 * an account gets A0051 (decision 0011).
 */
export const loginFormSchema = z.object({
  username: accountSchema,
  password: z
    .string({ error: RULE_MESSAGES.passwordRequired })
    .min(1, { error: RULE_MESSAGES.passwordRequired })
    .max(200, { error: RULE_MESSAGES.passwordRequired }),
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
  /** Where the user wants to go after login; the server hands it back only when same-origin. */
  redirect: z.string().max(2000).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The current user as kept by the web app (spec 3: user info). */
export const loginUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  truename: z.string(),
  headimg: z.string(),
  lang: langSchema,
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** Success answer of login: the user plus the checked redirect target (`/` when refused). */
export const loginResultSchema = loginUserSchema.extend({ redirect: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** data of A0008 on login: whether the next attempt needs a captcha. */
export const captchaStateSchema = z.object({ captchaRequired: z.boolean() });

/** GET /user/captcha: a fresh image; one try per image. */
export const captchaSchema = z.object({
  captchaId: z.string(),
  /** SVG image as a data: URL. */
  image: z.string(),
  required: z.boolean(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Menus query (spec 7): platformId 20, type 1. */
export const menuQuerySchema = z.object({
  platformId: int32Schema,
  type: int32Schema,
});

/** A menu entry; children nest. */
export interface MenuItem {
  id: number;
  title: string;
  href: string;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      title: z.string(),
      href: z.string(),
      children: z.array(menuItemSchema),
    }),
  )
  // A recursive schema needs a name of its own in the OpenAPI document.
  .meta({ id: 'MenuItem' });

/** A node of the permission tree: `title` is the section title the checks look for. */
export interface PermissionNode {
  id: number;
  title: string;
  /** Display name in the current language. */
  name: string;
  children: PermissionNode[];
}
export const permissionNodeSchema: z.ZodType<PermissionNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      title: z.string(),
      name: z.string(),
      children: z.array(permissionNodeSchema),
    }),
  )
  .meta({ id: 'PermissionNode' });

/** POST /user/setLang. */
export const setLangSchema = z.object({ lang: langSchema });

/** A same-origin path for `redirect`: starts with one slash, no scheme, no `//`, no backslash. */
export function isSafeRedirect(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\u0000-\u001f]/.test(value)
  );
}
