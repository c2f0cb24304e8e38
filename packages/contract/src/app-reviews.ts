import { z } from 'zod';

/** Developer apps (apps.ts): review reasons, decisions, replies and the review clock. */

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
