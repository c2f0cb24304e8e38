import './zod.js';
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { linkSchema } from './links.js';

/**
 * The console's content (notices and banners, role editor) and customers (sections and MDM
 * device grants, role sales) screens (issue 15, decision 0023). Paths are in CONSOLE_ROUTES.
 */

/** Public calls of the content the console manages (after the API prefix). */
export const CONTENT_ROUTES = {
  /** An uploaded banner image (`?key=<id>.<type>`). */
  bannerImage: '/front/banner/image',
} as const;

/** The public URL of an uploaded banner image, after the API prefix. */
export const BANNER_IMAGE_ROUTE = CONTENT_ROUTES.bannerImage;

/** Largest banner image, in bytes. */
export const BANNER_IMAGE_MAX_BYTES = LIMITS.bannerImageMaxMb * 1024 * 1024;

export const NOTICE_STATES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const consoleNoticeQuerySchema = pageQuerySchema.extend({
  state: z.enum(NOTICE_STATES).optional(),
  keyword: z.string().trim().max(LIMITS.consoleSearchMax).optional(),
});
export const consoleNoticeSchema = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  state: z.enum(NOTICE_STATES),
  /** When it went (or goes) live; for a draft, when it was created. */
  publishTime: z.string(),
  createdAt: z.string(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

const title = z.string().trim().min(1).max(LIMITS.contentTitleMax);
const content = z.string().trim().min(1).max(LIMITS.noticeContentMax);
/** Creates a draft (no id) or edits a notice in any state. */
export const noticeSaveSchema = z.object({
  id: idSchema.optional(),
  titleZh: title,
  titleEn: title,
  contentZh: content,
  contentEn: content,
});
export type NoticeSave = z.infer<typeof noticeSaveSchema>;
/** Publishes now (no `at`, or a past one) or schedules for `at`. */
export const noticePublishSchema = z.object({ id: idSchema, at: z.string().datetime().optional() });
export const noticeWithdrawSchema = z.object({ id: idSchema });
/** Deletes a draft (never shown on the portal); another state answers B0009 with it. */
export const noticeDeleteSchema = z.object({ id: idSchema });
export const noticeIdQuerySchema = z.object({ id: idSchema });

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  image: z.string(),
  link: z.string(),
  linkEn: z.string(),
  sort: z.number().int(),
  shown: z.boolean(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
/** A banner links to a page of the portal (`/solution`) or a web address (decision 0041). */
const link = linkSchema(LIMITS.bannerLinkMax, { paths: true });
/** The text fields of the banner form (multipart, with the `image` file; required when new). */
export const bannerSaveSchema = z.object({
  id: idSchema.optional(),
  position: z.string().trim().min(1).max(LIMITS.bannerPositionMax).default('home'),
  titleZh: title,
  titleEn: title,
  link: link.default(''),
  linkEn: link.default(''),
  /** Absent: an edited banner keeps its place, a new one goes last (decision 0030). */
  sort: z.coerce.number().int().min(0).max(LIMITS.bannerSortMax).optional(),
});
export const bannerStateSchema = z.object({ id: idSchema, shown: z.boolean() });

/**
 * The order of one position's banners, first shown first (decision 0030): `ids` every banner of
 * the position in the wanted order, `before` the order the editor saw. When the order is no
 * longer what was seen, nothing changes and B0009 answers the ids in their order now.
 */
export const bannerOrderSchema = z.object({
  position: z.string().trim().min(1).max(LIMITS.bannerPositionMax).default('home'),
  ids: z.array(idSchema).min(1).max(LIMITS.bannerOrderMax),
  before: z.array(idSchema).min(1).max(LIMITS.bannerOrderMax),
});
export type BannerOrder = z.infer<typeof bannerOrderSchema>;

export const customerQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(LIMITS.consoleSearchMax).optional(),
});
export const consoleCustomerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  truename: z.string(),
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

/** One section of the permission tree (spec section 6) and whether the customer holds it. */
export const customerSectionSchema = z.object({
  title: z.string(),
  parent: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  held: z.boolean(),
  /** What the customer's roles give; `held` differs when sales changed it. */
  byRole: z.boolean(),
});
export const customerPlatformSchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  needsAuthorization: z.boolean(),
  /** none, awaiting (trial asked, waiting for a grant), trial, active. */
  state: z.string(),
  grantedDevices: z.number().int(),
  grantedBy: z.string().nullable(),
});
export const customerDetailSchema = z.object({
  customer: consoleCustomerSchema,
  sections: z.array(customerSectionSchema),
  platforms: z.array(customerPlatformSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerIdQuerySchema = z.object({ userId: idSchema });

/** The sections the customer should hold; `before` is what the editor saw (B0009 if changed). */
export const customerSectionsSchema = z.object({
  userId: idSchema,
  titles: z.array(z.string().max(LIMITS.sectionTitleMax)).max(LIMITS.customerSectionsMax),
  before: z.array(z.string().max(LIMITS.sectionTitleMax)).max(LIMITS.customerSectionsMax),
});
export const deviceGrantSchema = z.object({
  userId: idSchema,
  platform: z.string().trim().min(1).max(LIMITS.platformCodeMax).default('mdm'),
  quantity: z.number().int().min(1).max(LIMITS.deviceGrantMax),
  /**
   * The granted quantity the sales person saw (0: none yet). When another grant landed since,
   * nothing changes and B0009 answers the quantity now (decision 0030).
   */
  seen: z.number().int().min(0).max(LIMITS.deviceGrantMax),
});

/** The figures of the content and customer queues the staff member's roles may see. */
export const contentFiguresSchema = z.object({
  scheduledNotices: z.number().int().nullable(),
  awaitingGrants: z.number().int().nullable(),
  oldestAwaitingSince: z.string().nullable(),
});
export type ContentFigures = z.infer<typeof contentFiguresSchema>;
