import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';
import type { EntityType } from './routes.js';

/**
 * Files, share links and favourites (spec 3, 4, 6, 7). Downloads and previews check the section
 * title of the file (or a share token that covers it); share links and favourites name an entity
 * by `entityType` and `entityId`. Designed parts are in docs/decisions/0007-files-share-favourites.md.
 */

const id = idSchema;

const entityType = z.coerce
  .number()
  .int()
  .refine((v): v is EntityType => v === 1 || v === 2 || v === 3);

/** Query parameter of a shared page that carries the token (spec 4). */
export const SHARE_TOKEN_PARAM = 'token';

/**
 * A path inside the web app (after its base path): starts with one slash, no scheme or host, so a
 * share link can only ever lead back into the portal.
 */
export const appPathSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/);

/** GET /front/download/downLoadFile. `linkToken` is the share token when there is no header. */
export const downloadQuerySchema = z.object({
  fileId: id,
  /** The file's format as lists show it; informative only (the server knows the file). */
  fileType: z.string().max(16).optional(),
  linkToken: z.string().max(128).optional(),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** GET /front/download/previewFile */
export const previewQuerySchema = z.object({
  fileId: id,
  linkToken: z.string().max(128).optional(),
});

/** GET /front/download/ossDownLoadFile */
export const ossDownloadQuerySchema = downloadQuerySchema.extend({
  isPreview: z.coerce.number().int().min(0).max(1).default(0),
});

/** POST /front/shareLink/getLink: the share request of spec 3. */
export const shareRequestSchema = z.object({
  entityId: id,
  entityType,
  /** 1: the visitor must log in (the link does not expire); 0: open to anyone for 7 days. */
  needLogin: z.coerce.number().int().min(0).max(1),
  /**
   * The page to open (type 2: `/marketingDetail?id=<entityId>`); types 1 and 3 open their detail
   * page and ignore it.
   */
  redirectUrl: appPathSchema.optional(),
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;
/** getLink answers the absolute link in data (a string). */
export const shareLinkSchema = z.string();

/** GET /front/shareLink/openLink?token= */
export const openLinkQuerySchema = z.object({ token: z.string().min(1).max(128) });
/** What a share link opens; A0073 when it expired or never existed. */
export const openedLinkSchema = z.object({
  entityType: z.number().int(),
  entityId: z.number().int(),
  needLogin: z.boolean(),
  /** App path of the shared page, with the token as its `token` query parameter. */
  redirectUrl: z.string(),
  /** ISO time, or null for links that need login (they do not expire). */
  expiresAt: z.string().nullable(),
  /** The mark previews carry for an anonymous visitor of this link (host, link number, day). */
  watermark: z.string(),
});
export type OpenedLink = z.infer<typeof openedLinkSchema>;

/** POST /front/favorites/add */
export const favouriteAddSchema = z.object({ entityId: id, entityType });
/**
 * GET (our client: POST) /front/favorites/delete: by the favourite's id, or by the entity it
 * names.
 */
export const favouriteDeleteSchema = z
  .object({ id: id.optional(), entityId: id.optional(), entityType: entityType.optional() })
  .refine((v) => v.id !== undefined || (v.entityId !== undefined && v.entityType !== undefined), {
    message: 'id, or entityId and entityType',
  });
/** POST /front/favorites/updateTop: top (1) or untop (0) one favourite. */
export const favouriteTopSchema = z.object({
  id,
  top: z.coerce.number().int().min(0).max(1),
});
/** POST /front/favorites/rename: `label` empty (or spaces) gives the entity's own name back. */
export const favouriteRenameSchema = z.object({
  id,
  label: z.string().trim().max(LIMITS.favouriteLabelMax),
});
/** GET /front/favorites/list */
export const favouriteListQuerySchema = pageQuerySchema.extend({
  entityType: entityType.optional(),
  lang: z.enum(['zh', 'en']).optional(),
});
/** GET /front/favorites/state?entityType=2&entityIds=1,2,3 */
export const favouriteStateQuerySchema = z.object({
  entityType,
  entityIds: z
    .string()
    .max(1000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => Number(x))
        .filter((n) => Number.isInteger(n) && n > 0 && n <= LIMITS.maxId),
    )
    .pipe(z.array(z.number()).max(100)),
});
/** The favourite ids of those entities the user has favourited: entityId -> favourite id. */
export const favouriteStateSchema = z.array(
  z.object({ entityId: z.number().int(), id: z.number().int() }),
);

/** A favourites list entry (spec 3: file name and path; items can be topped). */
export const favouriteSchema = z.object({
  id: z.number().int(),
  entityId: z.number().int(),
  entityType: z.number().int(),
  /** The file, case or document name in the request language. */
  name: z.string(),
  /** The user's own name for it (rename), or null: show it instead of `name` when set. */
  label: z.string().nullable(),
  /** App path of the page that shows it. */
  path: z.string(),
  /**
   * Where it lives below the part of the portal its path names, outermost first, in the request
   * language: a download-centre file's classifications, or the case, material or app a file
   * belongs to; empty when the path says all (issue 26).
   */
  location: z.array(z.string()),
  /** A file's format (type 2); empty for the others. */
  fileType: z.string(),
  /** A file's size in bytes (type 2); 0 for the others. */
  fileSize: z.number().int(),
  topped: z.boolean(),
  createTime: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
