import { z } from 'zod';
import { id, lang, text } from './app-fields.js';
import { reviewClockSchema, reviewReasonSchema, reviewSchema } from './app-reviews.js';
import {
  APP_REVIEW_STATUSES,
  FORM_ACTIONS,
  SHELF_STATUSES,
  VERSION_STATUSES,
} from './app-states.js';
import { UPLOAD_PURPOSES } from './app-uploads.js';
import { pageQuerySchema, pageSchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * Developer apps and versions (spec 2.1 `/developer` menuIndex 1-x, 2.7 Developer, 3 App and App
 * version, 4 app review / shelf / version / developer onboarding, 5 files and media, 7 the
 * `/front/fapps/*`, `/front/fappsver/*`, `/front/upload/getBusId` and
 * `/dataDictionary/getAppTypeAll` calls, 8 codes A0030 A0037 A0039–A0042, 9 limits). The spec
 * gives the states and the calls' names; the shapes, the transitions between the states, the
 * reason codes and the review clock are designed here and in docs/decisions/0015-developer-apps.md
 * (guided by Google Play Console and Huawei AppGallery Connect). Paths: DEVELOPER_PATHS, APP_PATHS.
 *
 * Every call needs login (A0001) and the `developer` section (A0017); every call but the
 * onboarding ones needs an approved developer (A0017 with data `'developer'`). An app, version,
 * upload or review of another developer is answered exactly as a missing one: A0078. Answers are
 * in the language of the `lang` query (POST calls too), else the language cookie. The signed-in
 * reads are kept a few seconds per user and forgotten by every write (decision 0013).
 *
 * Which call answers which code (beyond A0001, A0017, A0078, B0001 and B0004, which any may):
 *
 * | code  | meaning (spec 8)                          | answered by |
 * |-------|-------------------------------------------|-------------|
 * | A0002 | already exists                            | submitApppsVer (a version is already in progress: edit it); submitAppps (the package name belongs to another app, data `'packageName'`) |
 * | A0030 | delete versions from highest downward     | fappsver/del_status `delete` of a version that is not the highest |
 * | A0037 | approved version not released             | submitApppsVer: the highest version is approved but not published yet (publish or delete it first) |
 * | A0039 | must pass review ("test") first           | fabu of a version that is not approved; submitApppsVer and del_status `release` on an app whose first review has not passed |
 * | A0040 | highest version approved, no review needed| submitUpdate of a version that is approved or published |
 * | A0041 | publish submission failed                 | fabu and del_status `release`: the version's install package is missing from storage (a server fault, 500, logged) |
 * | A0042 | app name exists                           | submitAppps: a name (either language) is another app's, any developer's or the catalogue's |
 * | B0006 | upload too large                          | getBusId (icon 2 MB, media 100 MB, package 150 MB) |
 * | B0007 | wrong picture format                      | getBusId: an icon that is not PNG/JPG, media that is neither image nor video |
 * | B0008 | storage quota reached                     | getBusId (DEVELOPER_STORAGE_QUOTA_MB; data names it) |
 * | B0009 | not allowed in the current review state   | every call that moves a state, when the state does not allow it (data: the current state) |
 * | B0010 | package name differs from the app's       | getBusId (with appId), submitAppps, submitApppsVer |
 * | B0011 | versionCode not greater than every earlier| getBusId (with appId), submitApppsVer (data: the highest earlier versionCode) |
 * | B0012 | signer differs from the first version's   | getBusId (with appId), submitApppsVer |
 * | B0013 | not a valid APK                           | getBusId `package` (data: not-zip, no-manifest, bad-manifest, too-large, unsigned) |
 * | A0079 | too frequent                              | getBusId past APP_UPLOAD_RATE_PER_MINUTE |
 */

// The states, the review reasons and decisions, the onboarding and the uploads live beside this
// file; they are part of this contract and exported from here.
export * from './app-states.js';
export * from './app-reviews.js';
export * from './app-developers.js';
export * from './app-uploads.js';

// ---------------------------------------------------------------------------------------------
// Categories

/**
 * GET /dataDictionary/getAppTypeAll: the app categories, the market's app classifications, with
 * both names (the form may show both) and `name` in the request language.
 */
export const appCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
});
export const appCategoriesQuerySchema = z.object({ lang });

// ---------------------------------------------------------------------------------------------
// Apps

/** What the app's actions allow now: the page shows only these buttons. */
export const appActionsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  withdraw: z.boolean(),
  delete: z.boolean(),
  release: z.boolean(),
  unrelease: z.boolean(),
  newVersion: z.boolean(),
});

/** GET /front/fapps/appslist: my apps, newest first, filtered by review and shelf status. */
export const myAppListQuerySchema = pageQuerySchema.extend({
  reviewStatus: z.enum(APP_REVIEW_STATUSES).optional(),
  shelfStatus: z.enum(SHELF_STATUSES).optional(),
  keyword: z.string().trim().max(LIMITS.searchMaxLength).optional(),
  lang,
});
export type MyAppListQuery = z.infer<typeof myAppListQuerySchema>;

/** One row of my apps: the working copy's name and icon (what I edit), in the request language. */
export const myAppRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  packageName: z.string(),
  /** The current (published) version's name and code; of the first version before that. */
  versionName: z.string(),
  versionCode: z.number().int().nullable(),
  category: z.string(),
  reviewStatus: z.enum(APP_REVIEW_STATUSES),
  shelfStatus: z.enum(SHELF_STATUSES),
  /** Changes to an approved listing are saved and not yet approved. */
  hasPendingChanges: z.boolean(),
  downloads: z.number().int(),
  createTime: z.string(),
  /** When the submission now waiting (or last decided) was submitted. */
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** The reasons of the latest rejection, while the app is rejected or its update is. */
  rejectReasons: z.array(reviewReasonSchema),
  rejectNote: z.string(),
  /** Why a reviewer took the app off the market; empty unless it is taken down (decision 0020). */
  takenDownReason: z.string(),
  actions: appActionsSchema,
});
export type MyAppRow = z.infer<typeof myAppRowSchema>;

/** The answer of appslist: a page of my apps and the review clock. */
export const myAppPageSchema = pageSchema(myAppRowSchema).extend({
  reviewClock: reviewClockSchema,
});

/** An app's listing with both languages, as the edit form shows it. */
export const listingSchema = z.object({
  nameZh: z.string(),
  nameEn: z.string(),
  /** Profile: the short text (the market's summary). */
  summaryZh: z.string(),
  summaryEn: z.string(),
  /** Description: the long text (the market's intro). */
  introZh: z.string(),
  introEn: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  icon: z.object({ busId: z.number().int().nullable(), url: z.string() }).nullable(),
  testAccount: z.string(),
  /** `busId` null: a medium the catalogue seeded, not an upload (kept while `mediaBusIds` is omitted). */
  media: z.array(
    z.object({
      busId: z.number().int().nullable(),
      kind: z.enum(['image', 'video']),
      url: z.string(),
    }),
  ),
});
export type Listing = z.infer<typeof listingSchema>;

/** A version as lists show it. */
export const versionRowSchema = z.object({
  id: z.number().int(),
  appId: z.number().int(),
  /** The APK's versionCode; null while no package is attached. */
  versionCode: z.number().int().nullable(),
  versionName: z.string(),
  status: z.enum(VERSION_STATUSES),
  /** The app's first version (reviewed with the app). */
  first: z.boolean(),
  /** The app's current version in the market. */
  current: z.boolean(),
  downloads: z.number().int(),
  updateContentZh: z.string(),
  updateContentEn: z.string(),
  package: z
    .object({
      busId: z.number().int(),
      fileName: z.string(),
      size: z.number().int(),
      minSdk: z.number().int().nullable(),
      signerSha256: z.array(z.string()),
      url: z.string(),
    })
    .nullable(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  publishTime: z.string().nullable(),
  rejectReasons: z.array(reviewReasonSchema),
  rejectNote: z.string(),
  actions: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    withdraw: z.boolean(),
    publish: z.boolean(),
    delete: z.boolean(),
  }),
});
export type VersionRow = z.infer<typeof versionRowSchema>;

/**
 * GET /front/fapps/detail (not named by the spec): one of my apps for the view and edit pages.
 * `listing` is the working copy (what the edit form shows and saves); `live` the approved listing
 * the market shows (null before the first approval); they differ while changes wait.
 */
export const myAppDetailSchema = z.object({
  id: z.number().int(),
  packageName: z.string(),
  reviewStatus: z.enum(APP_REVIEW_STATUSES),
  shelfStatus: z.enum(SHELF_STATUSES),
  hasPendingChanges: z.boolean(),
  listing: listingSchema,
  live: listingSchema.nullable(),
  firstVersion: versionRowSchema.nullable(),
  currentVersion: versionRowSchema.nullable(),
  /**
   * The published version the market offers again if the current one is deleted (null: none, the
   * app then has no download until another is published). Said before and after the delete.
   */
  marketFallback: z
    .object({ id: z.number().int(), versionName: z.string(), versionCode: z.number().int() })
    .nullable(),
  downloads: z.number().int(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** The latest decision on the app (first review or listing update), with its reply thread. */
  review: reviewSchema.nullable(),
  /** Why a reviewer took the app off the market ('' when not): released again after a new review. */
  takenDownReason: z.string(),
  actions: appActionsSchema,
  reviewClock: reviewClockSchema,
});
export type MyAppDetail = z.infer<typeof myAppDetailSchema>;

/** Query naming one of my apps. */
export const myAppQuerySchema = z.object({ id, lang });

/**
 * POST /front/fapps/submitAppps: creates an app (no `id`) or edits one. `action` save keeps it
 * pending submission, submit sends it for review (spec 4).
 *
 * - A new app, or one whose first review has not passed (draft, rejected): the listing and the
 *   first version (`packageBusId`, `versionName`, optional update content) are saved together;
 *   the package name is the first package's and never changes (B0010 after that).
 * - An approved app (approved, update rejected): the listing only; the changes wait in a copy
 *   while the approved listing stays in the market, `submit` makes it update pending review.
 *   Version fields are refused (B0004): versions go through /front/fappsver/*.
 * - Under review (pending, update pending): B0009; withdraw first.
 *
 * Names (both languages) are required even for a draft (they reserve the name: A0042); the
 * rest is required to submit (B0001 names what is missing): icon, profile, description and
 * category in both languages, at least one intro image or video, the package and version name.
 * Answers the app as /front/fapps/detail does.
 */
export const appFormSchema = z.object({
  id: id.optional(),
  action: z.enum(FORM_ACTIONS).default('submit'),
  nameZh: z.string().trim().min(1).max(LIMITS.appNameMax),
  nameEn: z.string().trim().min(1).max(LIMITS.appNameMax),
  summaryZh: text(LIMITS.appSummaryMax),
  summaryEn: text(LIMITS.appSummaryMax),
  introZh: text(LIMITS.appIntroMax),
  introEn: text(LIMITS.appIntroMax),
  categoryId: id,
  /** The icon's upload; omitted on an edit: the icon stays as it is. */
  iconBusId: id.optional(),
  testAccount: text(LIMITS.appTestAccountMax),
  /** The intro images and videos in order; omitted on an edit: they stay as they are. */
  mediaBusIds: z.array(id).max(LIMITS.appMediaMaxCount).optional(),
  packageBusId: id.optional(),
  versionName: z.string().trim().max(LIMITS.versionNameMax).optional(),
  updateContentZh: z.string().trim().max(LIMITS.updateContentMax).optional(),
  updateContentEn: z.string().trim().max(LIMITS.updateContentMax).optional(),
});
export type AppForm = z.infer<typeof appFormSchema>;

/**
 * /front/fapps/del_status: the app's state actions (the spec lists GET; our client POSTs a JSON
 * body, GET with the query also works and needs the client header like every state change).
 * - `delete`: a draft or a rejected app (never approved); everything of it goes, files too.
 * - `withdraw`: a submission still pending review goes back: pending → draft (pending
 *   submission), update pending → approved (the changes are kept to edit).
 * - `release`: an app that passed its first review goes on the market (launched); the first
 *   release publishes the first version. A0039 before the first approval, B0009 when launched.
 * - `unrelease`: off the market at once (ready for launching); B0009 when not launched.
 * Answers the app as /front/fapps/detail does (null after `delete`).
 */
export const APP_STATUS_ACTIONS = ['delete', 'withdraw', 'release', 'unrelease'] as const;
export const appStatusSchema = z.object({ id, action: z.enum(APP_STATUS_ACTIONS), lang });

/** GET /front/fapps/files: the app's files: install packages (per version), icon and media. */
export const myAppFilesQuerySchema = z.object({ id, lang });
export const appFileRowSchema = z.object({
  busId: z.number().int(),
  purpose: z.enum(UPLOAD_PURPOSES),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
  /** package: the version it belongs to. */
  versionId: z.number().int().nullable(),
  versionName: z.string().nullable(),
  /** Part of the approved listing or of the current version the market shows. */
  live: z.boolean(),
  createTime: z.string(),
});

/** GET /front/fapps/reviews: the decisions on an app, its listing updates and its versions, newest first. */
export const appReviewsQuerySchema = z.object({ appId: id, lang });

/**
 * POST /front/fapps/reviewReply: the developer replies on a decision of theirs (an app, a
 * version or their onboarding); answers the decision with its thread. The reviewer answers with
 * `npm run admin -- reply-review` (the developer gets a message). A thread takes 50 replies, then
 * answers B0009 with data `'closed'`.
 */
export const reviewReplyFormSchema = z.object({
  reviewId: id,
  content: z.string().trim().min(1).max(LIMITS.reviewTextMax),
});

// ---------------------------------------------------------------------------------------------
// Versions

/** GET /front/fappsver/appsverlist: the app's versions, highest first. */
export const versionListQuerySchema = pageQuerySchema.extend({ appId: id, lang });
export const versionPageSchema = pageSchema(versionRowSchema);

/**
 * POST /front/fappsver/submitApppsVer: a new version of an app that passed its first review (no
 * `id`), or an edit of one that is not under review and not published (an approved one goes back
 * to pending submission). The versionCode and package name come from the package: the package
 * name must be the app's (B0010), the versionCode greater than every earlier version's and every
 * code ever published (B0011), the signer the app's first approved version's (B0012). One
 * version is in progress at a time (A0037, A0002). `action` submit sends it for review at once
 * and needs the package, the version name and the update content in both languages (B0001).
 * Answers the version.
 */
export const versionFormSchema = z.object({
  appId: id,
  id: id.optional(),
  action: z.enum(FORM_ACTIONS).default('save'),
  packageBusId: id.optional(),
  versionName: z.string().trim().max(LIMITS.versionNameMax).optional(),
  updateContentZh: text(LIMITS.updateContentMax),
  updateContentEn: text(LIMITS.updateContentMax),
});
export type VersionForm = z.infer<typeof versionFormSchema>;

/**
 * POST /front/fappsver/submitUpdate (submit for review) and /front/fappsver/fabu (publish, after
 * the page's confirmation: the version becomes the app's current version in the market, its
 * update content shown in the visitor's language). Answer the version.
 */
export const versionIdSchema = z.object({ id });

/**
 * POST /front/fappsver/del_status (not named by the spec, by analogy with the apps' call):
 * - `withdraw`: pending review → pending submission.
 * - `delete`: only the highest version (A0030 otherwise), not while pending review (B0009), never
 *   the app's first version (B0009: delete the app instead). Deleting the current published
 *   version makes the one below current again (its versionCode stays used: B0011 for a new one
 *   with it). Its package goes with it. Answers null.
 */
export const VERSION_STATUS_ACTIONS = ['delete', 'withdraw'] as const;
export const versionStatusSchema = z.object({ id, action: z.enum(VERSION_STATUS_ACTIONS) });

// ---------------------------------------------------------------------------------------------
// The market's side

/**
 * GET /front/apps/downloadApk (not named by the spec): the install package of a released app's
 * current version, as an attachment (login and the marketplace section, like every download;
 * Range and If-Range resume it; one download counted per version from byte 0). Raw bytes, or an
 * envelope with the code (A0078 for an app not on the market).
 */
export const marketDownloadQuerySchema = z.object({ appId: id, lang });
