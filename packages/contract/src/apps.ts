import { z } from 'zod';
import { idSchema, pageQuerySchema, pageSchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * Developer apps and versions (spec 2.1 `/developer` menuIndex 1-x, 2.7 Developer, 3 App and App
 * version, 4 app review / shelf / version / developer onboarding, 5 files and media, 7 the
 * `/front/fapps/*`, `/front/fappsver/*`, `/front/upload/getBusId` and
 * `/dataDictionary/getAppTypeAll` calls, 8 codes A0030 A0037 A0039–A0042, 9 limits). The spec
 * gives the states and the calls' names; the shapes, the transitions between the states, the
 * reason codes and the review clock are designed here and in docs/decisions/0015-developer-apps.md
 * (guided by Google Play Console and Huawei AppGallery Connect). Paths: APP_ROUTES in routes.ts.
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

const id = idSchema;
const lang = z.enum(['zh', 'en']).optional();

/** A text field of a form: trimmed, at most `max` characters; an empty one counts as absent. */
const text = (max: number) => z.string().trim().max(max).default('');

// ---------------------------------------------------------------------------------------------
// States (spec 4)

/**
 * App review status (spec 4): `draft` pending submission (saved, not submitted); `pending`
 * pending review (the first review); `approved` reviewed; `updatePending` update pending review
 * (changes to the listing of an approved app); `updateRejected` update review rejected (the
 * approved listing stays live, the changes wait to be fixed); `rejected` review not approved
 * (first review, with the reject reasons).
 */
export const APP_REVIEW_STATUSES = [
  'draft',
  'pending',
  'approved',
  'updatePending',
  'updateRejected',
  'rejected',
] as const;
export type AppReviewStatus = (typeof APP_REVIEW_STATUSES)[number];

/** The states in which an app has passed its first review: it may be released and get versions. */
export const APP_PASSED_STATUSES: readonly AppReviewStatus[] = [
  'approved',
  'updatePending',
  'updateRejected',
];

/** Shelf status (spec 4): `launched` in the market, `ready` for launching (not in the market). */
export const SHELF_STATUSES = ['launched', 'ready'] as const;
export type ShelfStatus = (typeof SHELF_STATUSES)[number];

/**
 * Version status (spec 4): `draft` pending submission; `pending` pending review; `approved`
 * reviewed, not published; `published` (the newest published one is the app's current version
 * in the market); `updateRejected` a later version (an update) rejected; `rejected` the app's
 * first version, rejected with the app's first review.
 */
export const VERSION_STATUSES = [
  'draft',
  'pending',
  'approved',
  'published',
  'updateRejected',
  'rejected',
] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/**
 * Developer onboarding (spec 4): `none` nothing filled in; `draft` filled in, not submitted;
 * `pending` pending review; `approved`; `rejected` with reasons (fill in again and resubmit).
 */
export const DEVELOPER_STATUSES = ['none', 'draft', 'pending', 'approved', 'rejected'] as const;
export type DeveloperStatus = (typeof DEVELOPER_STATUSES)[number];

/** An individual developer, or a company (needs an approved enterprise certification). */
export const DEVELOPER_TYPES = ['personal', 'company'] as const;

/** What a form call does: `save` keeps it as a draft (pending submission), `submit` sends it for review. */
export const FORM_ACTIONS = ['save', 'submit'] as const;

// ---------------------------------------------------------------------------------------------
// Review reasons: a fixed list, each tied to a written review rule (docs/decisions/0015)

/** What a reason may be given for: developer onboarding, an app's listing, a version. */
export type ReviewScope = 'developer' | 'app' | 'version';

export interface ReviewReason {
  /** The rule of the review guidelines it cites (decision 0015 holds them in full). */
  rule: string;
  scopes: readonly ReviewScope[];
  zh: { title: string; rule: string };
  en: { title: string; rule: string };
}

/**
 * Why a review rejects: every rejection carries one or more of these codes, the reviewer's note
 * and a reply thread; never a bare "rejected". `other` needs the note to say what.
 */
export const REVIEW_REASONS = {
  'listing-mismatch': {
    rule: '1.1',
    scopes: ['app'],
    zh: {
      title: '应用信息与实际不符',
      rule: '名称、图标、简介、描述和截图须与应用的实际功能一致，不夸大、不误导。',
    },
    en: {
      title: 'Listing does not match the app',
      rule: 'The name, icon, profile, description and screenshots match what the app does, without exaggeration or misleading claims.',
    },
  },
  'listing-quality': {
    rule: '1.2',
    scopes: ['app'],
    zh: {
      title: '图标或介绍图片、视频不合格',
      rule: '图标清晰、为应用自有图标；介绍图片和视频展示应用在设备上实际运行的画面。',
    },
    en: {
      title: 'Icon, images or videos not acceptable',
      rule: "The icon is sharp and the app's own; intro images and videos show the app actually running on a device.",
    },
  },
  'listing-language': {
    rule: '1.3',
    scopes: ['app', 'version'],
    zh: {
      title: '中英文信息不完整或不一致',
      rule: '名称、简介、描述和更新说明的中文与英文都已填写，且内容对应。',
    },
    en: {
      title: 'Chinese and English texts incomplete or different',
      rule: 'Name, profile, description and update content are filled in in Chinese and in English, and both say the same.',
    },
  },
  crash: {
    rule: '2.1',
    scopes: ['app', 'version'],
    zh: {
      title: '无法安装、启动或运行时崩溃',
      rule: '应用在平台设备上能正常安装、启动，主要功能运行时无崩溃、无卡死。',
    },
    en: {
      title: 'Does not install, start or keeps crashing',
      rule: "The app installs and starts on the platform's devices, and its main functions run without crashing or freezing.",
    },
  },
  incomplete: {
    rule: '2.2',
    scopes: ['app', 'version'],
    zh: { title: '功能不完整', rule: '应用功能完整，不含测试、占位或未完成的内容。' },
    en: {
      title: 'Incomplete',
      rule: 'The app is complete: no test, placeholder or unfinished content.',
    },
  },
  'test-account': {
    rule: '2.3',
    scopes: ['app', 'version'],
    zh: {
      title: '测试账号缺失或不可用',
      rule: '需要登录才能使用的应用须提供可用的测试账号和密码。',
    },
    en: {
      title: 'Test account missing or not working',
      rule: 'An app that needs signing in provides a working test account and password.',
    },
  },
  compatibility: {
    rule: '2.4',
    scopes: ['app', 'version'],
    zh: {
      title: '未适配平台设备',
      rule: '应用适配平台设备的 Android 版本和屏幕尺寸，最低 SDK 不高于设备系统版本。',
    },
    en: {
      title: "Not adapted to the platform's devices",
      rule: "The app suits the Android versions and screen sizes of the platform's devices; its minimum SDK is not above theirs.",
    },
  },
  permissions: {
    rule: '3.1',
    scopes: ['app', 'version'],
    zh: {
      title: '权限或个人信息使用不当',
      rule: '只申请功能所必需的权限；收集个人信息须在描述中说明用途。',
    },
    en: {
      title: 'Permissions or personal data misused',
      rule: 'The app asks only for the permissions its functions need, and says in its description why it collects any personal data.',
    },
  },
  malicious: {
    rule: '3.2',
    scopes: ['app', 'version'],
    zh: {
      title: '含恶意或隐藏行为',
      rule: '不含恶意代码、隐藏功能或未声明的后台行为。',
    },
    en: {
      title: 'Malicious or hidden behaviour',
      rule: 'No malicious code, hidden functions or undeclared background behaviour.',
    },
  },
  content: {
    rule: '4.1',
    scopes: ['app', 'version'],
    zh: { title: '内容违规', rule: '应用及其信息中的内容合法合规。' },
    en: {
      title: 'Content not allowed',
      rule: 'The content of the app and of its listing is lawful.',
    },
  },
  'intellectual-property': {
    rule: '4.2',
    scopes: ['app', 'version'],
    zh: {
      title: '侵犯他人权利',
      rule: '不得未经授权使用他人的商标、名称、著作权等。',
    },
    en: {
      title: "Infringes others' rights",
      rule: 'No trademark, name, copyright or other right of someone else is used without permission.',
    },
  },
  'release-notes': {
    rule: '5.1',
    scopes: ['version'],
    zh: { title: '更新说明不实', rule: '更新说明如实描述本版本的变化。' },
    en: {
      title: 'Update content inaccurate',
      rule: 'The update content describes truthfully what changed in this version.',
    },
  },
  'developer-identity': {
    rule: 'D1',
    scopes: ['developer'],
    zh: {
      title: '开发者信息与认证不一致',
      rule: '开发者名称和类型与账号的实名认证（公司开发者：企业认证）一致。',
    },
    en: {
      title: 'Developer details differ from the certification',
      rule: "The developer name and type match the account's real-name certification (a company: its enterprise certification).",
    },
  },
  'developer-contact': {
    rule: 'D2',
    scopes: ['developer'],
    zh: { title: '联系方式无效', rule: '联系邮箱和电话真实有效，审核人员能够联系到开发者。' },
    en: {
      title: 'Contact details not valid',
      rule: 'The contact e-mail and phone are real, and reviewers can reach the developer through them.',
    },
  },
  'developer-name': {
    rule: 'D3',
    scopes: ['developer'],
    zh: { title: '开发者名称不当', rule: '开发者名称不冒用他人品牌，不含误导性内容。' },
    en: {
      title: 'Developer name not acceptable',
      rule: "The developer name does not impersonate someone else's brand and does not mislead.",
    },
  },
  other: {
    rule: '9.9',
    scopes: ['developer', 'app', 'version'],
    zh: { title: '其他', rule: '见审核说明。' },
    en: { title: 'Other', rule: "See the reviewer's note." },
  },
} as const satisfies Record<string, ReviewReason>;
export type ReviewReasonCode = keyof typeof REVIEW_REASONS;
export const REVIEW_REASON_CODES = Object.keys(REVIEW_REASONS) as ReviewReasonCode[];

/** True when `code` is a reason code that may be given for `scope`. */
export function isReasonFor(code: string, scope: ReviewScope): code is ReviewReasonCode {
  return (
    Object.prototype.hasOwnProperty.call(REVIEW_REASONS, code) &&
    (REVIEW_REASONS[code as ReviewReasonCode].scopes as readonly string[]).includes(scope)
  );
}

/** A reason as answers show it, in the request language. */
export const reviewReasonSchema = z.object({
  code: z.string(),
  /** The review rule it cites, e.g. `2.1`. */
  rule: z.string(),
  title: z.string(),
  /** The rule's text. */
  ruleText: z.string(),
});
export type ReviewReasonView = z.infer<typeof reviewReasonSchema>;

/** What a review decided about: onboarding, an app's first review or listing update, a version. */
export const REVIEW_SUBJECTS = ['developer', 'app', 'update', 'version'] as const;

/** A reply on a review decision: the developer's, or the reviewer's answer. */
export const reviewReplySchema = z.object({
  id: z.number().int(),
  author: z.enum(['developer', 'reviewer']),
  content: z.string(),
  createTime: z.string(),
});

/** One review decision with its reasons, note and reply thread (oldest reply first). */
export const reviewSchema = z.object({
  id: z.number().int(),
  subject: z.enum(REVIEW_SUBJECTS),
  appId: z.number().int().nullable(),
  versionId: z.number().int().nullable(),
  versionName: z.string().nullable(),
  outcome: z.enum(['approved', 'rejected']),
  reasons: z.array(reviewReasonSchema),
  /** The reviewer's free text (empty when none). */
  note: z.string(),
  submitTime: z.string(),
  decideTime: z.string(),
  replies: z.array(reviewReplySchema),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * The review clock (Play and AppGallery show none; developers ask for it): the median time from
 * submission to decision of the app and version reviews decided in the last `days` days, over
 * `reviews` decisions; null when there were none.
 */
export const reviewClockSchema = z.object({
  medianMs: z.number().int().nullable(),
  reviews: z.number().int(),
  days: z.number().int(),
});
export type ReviewClock = z.infer<typeof reviewClockSchema>;

// ---------------------------------------------------------------------------------------------
// Developer onboarding (not named by the spec: APP_ROUTES.developer*)

/** The onboarding form. A company developer needs an approved enterprise certification. */
export const developerFormSchema = z.object({
  action: z.enum(FORM_ACTIONS).default('submit'),
  type: z.enum(DEVELOPER_TYPES).default('personal'),
  /** The developer name the market shows under the developer's apps. */
  name: z.string().trim().min(1).max(LIMITS.developerNameMax),
  email: text(LIMITS.developerContactMax),
  phone: text(LIMITS.developerContactMax),
  website: text(LIMITS.developerContactMax),
  intro: text(LIMITS.developerIntroMax),
});
export type DeveloperForm = z.infer<typeof developerFormSchema>;

/**
 * GET developerStatus: where the caller stands. `identityStatus` (and `enterpriseStatus`) are the
 * certification states of the personal center: without an approved real-name certification
 * `canApply` is false and the page links to the certification (spec 6).
 */
export const developerStateSchema = z.object({
  status: z.enum(DEVELOPER_STATUSES),
  identityStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  enterpriseStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** Real-name certification approved: the form may be filled in and submitted. */
  canApply: z.boolean(),
  form: z
    .object({
      type: z.enum(DEVELOPER_TYPES),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      website: z.string(),
      intro: z.string(),
    })
    .nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** The latest decision, with its reasons and replies; null before any. */
  review: reviewSchema.nullable(),
});
export type DeveloperState = z.infer<typeof developerStateSchema>;

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
// Uploads: POST /front/upload/getBusId (multipart)

/** What an upload is for; each has its own limit and types (spec 5, 9). */
export const UPLOAD_PURPOSES = ['icon', 'package', 'media'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The rules of each purpose, checked while the bytes stream in (the type by the first bytes, not
 * the name): icon PNG or JPG up to 2 MB; package an APK up to 150 MB; media a JPG, PNG, GIF image
 * or an MP4, MOV, AVI, WMV, FLV, RMVB or WebM/MKV video up to 100 MB.
 */
export const UPLOAD_RULES = {
  icon: { maxBytes: LIMITS.iconMaxMb * 1024 * 1024, accept: '.png,.jpg,.jpeg' },
  package: { maxBytes: LIMITS.apkMaxMb * 1024 * 1024, accept: '.apk' },
  media: {
    maxBytes: LIMITS.appMediaMaxMb * 1024 * 1024,
    accept: '.jpg,.jpeg,.png,.gif,.mp4,.mov,.avi,.wmv,.flv,.rmvb,.webm,.mkv',
  },
} as const satisfies Record<UploadPurpose, { maxBytes: number; accept: string }>;

/** Warnings of an accepted upload: shown, never a refusal. */
export const UPLOAD_WARNINGS = ['iconNotSquare', 'iconBelowRecommended'] as const;

/**
 * The text fields of the upload, sent BEFORE the file part (`file`): the limit must be known
 * before the bytes arrive. `appId` (package only) checks the package against that app at once
 * (package name, versionCode, signer: B0010, B0011, B0012); the save calls check again.
 */
export const uploadFieldsSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  appId: id.optional(),
});

/** What an install package says of itself: the form prefills from it. */
export const apkFactsSchema = z.object({
  packageName: z.string(),
  versionCode: z.number().int(),
  versionName: z.string().nullable(),
  minSdk: z.number().int().nullable(),
  label: z.string().nullable(),
  /** SHA-256 of each signing certificate, lowercase hex. */
  signerSha256: z.array(z.string()),
});
export type ApkFacts = z.infer<typeof apkFactsSchema>;

/**
 * The answer of getBusId: the upload's business id (`busId`), which the save calls name, and what
 * was read from the file. An upload not used by an app within 24 hours is removed.
 */
export const uploadSchema = z.object({
  busId: z.number().int(),
  purpose: z.enum(UPLOAD_PURPOSES),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** Where the owner reads it (APP_ROUTES.appFile). */
  url: z.string(),
  /** media: image or video; null for the others. */
  mediaKind: z.enum(['image', 'video']).nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  warnings: z.array(z.enum(UPLOAD_WARNINGS)),
  /** package: what the APK says; null for the others. */
  apk: apkFactsSchema.nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

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
  downloads: z.number().int(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** The latest decision on the app (first review or listing update), with its reply thread. */
  review: reviewSchema.nullable(),
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
