import { LIMITS, MESSAGE_TYPES, REVIEW_REASONS, type ReviewReasonCode } from '@seuiot/contract';
import { clause } from '../../lib/text.js';
import type { NewMessage } from './messages.repo.js';

/**
 * The bilingual texts of the messages the portal writes when something a customer waits for
 * changes (decision 0008). One place, so the wording stays consistent across the services.
 */

const CERT_NAMES = {
  identity: { zh: '实名认证', en: 'real-name certification' },
  enterprise: { zh: '企业认证', en: 'enterprise certification' },
} as const;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The operator opened a new account: the first message the customer reads, with what to do next
 * (certification unlocks the developer and trial features that need it).
 */
export function accountApproved(userId: number, username: string): NewMessage {
  return {
    userId,
    type: MESSAGE_TYPES.system,
    title: { zh: '欢迎使用客户门户', en: 'Welcome to the customer portal' },
    content: {
      zh:
        `您的账号 ${username} 已审核通过，可以登录使用。` +
        '建议先在“个人中心 - 实名认证”完成认证；企业用户可再完成企业认证。' +
        '工作台可申请管理系统试用，下载中心提供 SDK、工具与文档。',
      en:
        `Your account ${username} has been approved and is ready to use. ` +
        'We suggest completing real-name certification first under "Personal center - Real-name certification"; ' +
        'companies can then complete enterprise certification. ' +
        'Apply for management system trials on the workbench; SDKs, tools and documents are in the download centre.',
    },
  };
}

/** A certification was approved, or rejected with the operator's reason. */
export function certificationReviewed(
  userId: number,
  kind: 'identity' | 'enterprise',
  approved: boolean,
  reason = '',
): NewMessage {
  const name = CERT_NAMES[kind];
  const menu =
    kind === 'identity'
      ? { zh: '个人中心 - 实名认证', en: 'Personal center - Real-name certification' }
      : { zh: '个人中心 - 企业认证', en: 'Personal center - Enterprise certification' };
  return approved
    ? {
        userId,
        type: MESSAGE_TYPES.certification,
        title: { zh: `${name.zh}已通过`, en: `${capitalised(name.en)} approved` },
        content: {
          zh: `您提交的${name.zh}已审核通过。可在“${menu.zh}”查看认证信息。`,
          en: `Your ${name.en} has been reviewed and approved. See it under "${menu.en}".`,
        },
      }
    : {
        userId,
        type: MESSAGE_TYPES.certification,
        title: { zh: `${name.zh}未通过`, en: `${capitalised(name.en)} not approved` },
        content: {
          zh: `您提交的${name.zh}未通过审核，原因：${clause(reason)}。请在“${menu.zh}”修改后重新提交。`,
          en: `Your ${name.en} was not approved. Reason: ${clause(reason)}. Please correct it under "${menu.en}" and submit it again.`,
        },
      };
}

/** Sales granted a device quantity for a management system; a waiting trial started. */
export function devicesGranted(
  userId: number,
  platform: { zh: string; en: string },
  quantity: number,
  trialStarted: boolean,
): NewMessage {
  return {
    userId,
    type: MESSAGE_TYPES.trial,
    title: {
      zh: `${platform.zh}试用授权已开通`,
      en: `${platform.en} trial authorisation granted`,
    },
    content: {
      zh:
        `销售已为您授权 ${quantity} 台设备使用${platform.zh}。` +
        (trialStarted ? '您的试用已开始，可在工作台进入系统。' : '现在可在工作台申请试用。'),
      en:
        `Sales has authorised ${quantity} device${quantity === 1 ? '' : 's'} for ${platform.en}. ` +
        (trialStarted
          ? 'Your trial has started; enter the system from the workbench.'
          : 'You can now apply for a trial on the workbench.'),
    },
  };
}

/** What a review decided, for the messages of developer, app and version reviews. */
export interface ReviewOutcome {
  approved: boolean;
  /** Reason codes of a rejection (contract REVIEW_REASONS). */
  reasons: readonly ReviewReasonCode[];
  /** The reviewer's note (may be empty). */
  note: string;
}

/** The reasons and note of a rejection, in one language: "2.1 Title; 1.2 Title. Note: ...". */
function rejection(lang: 'zh' | 'en', o: ReviewOutcome): string {
  const titles = o.reasons.map((c) => `${REVIEW_REASONS[c].rule} ${REVIEW_REASONS[c][lang].title}`);
  return lang === 'zh'
    ? `原因：${titles.join('；')}。${o.note ? `审核说明：${clause(o.note)}。` : ''}`
    : `Reasons: ${titles.join('; ')}.${o.note ? ` Reviewer's note: ${clause(o.note)}.` : ''}`;
}

const FIX_AND_REPLY = {
  zh: '可以修改后重新提交，如有疑问也可以回复审核意见。',
  en: 'You can correct it and submit it again, or reply to the decision if you have questions.',
};

/** The developer onboarding was approved, or rejected with reasons (decision 0015). */
export function developerReviewed(userId: number, o: ReviewOutcome): NewMessage {
  return o.approved
    ? {
        userId,
        type: MESSAGE_TYPES.appReview,
        title: { zh: '开发者入驻申请已通过', en: 'Developer application approved' },
        content: {
          zh: '您的开发者入驻申请已审核通过，现在可以在“开发者中心 - 应用管理”中创建并提交应用。',
          en: 'Your application to become a developer has been approved. You can now create and submit apps under "Developer - App management".',
        },
      }
    : {
        userId,
        type: MESSAGE_TYPES.appReview,
        title: { zh: '开发者入驻申请未通过', en: 'Developer application not approved' },
        content: {
          zh: `您的开发者入驻申请未通过审核。${rejection('zh', o)}请在“开发者中心 - 开发者入驻”中${FIX_AND_REPLY.zh}`,
          en: `Your application to become a developer was not approved. ${rejection('en', o)} Under "Developer - Become a developer" ${FIX_AND_REPLY.en.charAt(0).toLowerCase()}${FIX_AND_REPLY.en.slice(1)}`,
        },
      };
}

/** An app's first review, or the review of changes to its approved listing ('update'). */
export function appReviewed(
  userId: number,
  name: { zh: string; en: string },
  subject: 'app' | 'update',
  o: ReviewOutcome,
): NewMessage {
  const type = MESSAGE_TYPES.appReview;
  if (o.approved)
    return subject === 'app'
      ? {
          userId,
          type,
          title: { zh: `应用“${name.zh}”审核通过`, en: `App "${name.en}" approved` },
          content: {
            zh: `您提交的应用“${name.zh}”已审核通过。在“开发者中心 - 应用管理”中上架后，即可在应用市场中展示。`,
            en: `Your app "${name.en}" has passed review. Release it under "Developer - App management" to show it in the app market.`,
          },
        }
      : {
          userId,
          type,
          title: {
            zh: `应用“${name.zh}”的信息更新已通过`,
            en: `Changes to "${name.en}" approved`,
          },
          content: {
            zh: `应用“${name.zh}”的信息更新已审核通过，应用市场现在显示新的信息。`,
            en: `The changes to the listing of "${name.en}" have been approved; the app market now shows them.`,
          },
        };
  return subject === 'app'
    ? {
        userId,
        type,
        title: { zh: `应用“${name.zh}”审核未通过`, en: `App "${name.en}" not approved` },
        content: {
          zh: `您提交的应用“${name.zh}”未通过审核。${rejection('zh', o)}${FIX_AND_REPLY.zh}`,
          en: `Your app "${name.en}" was not approved. ${rejection('en', o)} ${FIX_AND_REPLY.en}`,
        },
      }
    : {
        userId,
        type,
        title: {
          zh: `应用“${name.zh}”的信息更新未通过`,
          en: `Changes to "${name.en}" not approved`,
        },
        content: {
          zh: `应用“${name.zh}”的信息更新未通过审核，应用市场仍显示之前审核通过的信息。${rejection('zh', o)}${FIX_AND_REPLY.zh}`,
          en: `The changes to the listing of "${name.en}" were not approved; the app market keeps showing the approved listing. ${rejection('en', o)} ${FIX_AND_REPLY.en}`,
        },
      };
}

/** A version of an app was reviewed. */
export function versionReviewed(
  userId: number,
  name: { zh: string; en: string },
  versionName: string,
  o: ReviewOutcome,
): NewMessage {
  const type = MESSAGE_TYPES.appReview;
  return o.approved
    ? {
        userId,
        type,
        title: {
          zh: `应用“${name.zh}”的版本 ${versionName} 审核通过`,
          en: `Version ${versionName} of "${name.en}" approved`,
        },
        content: {
          zh: `应用“${name.zh}”的版本 ${versionName} 已审核通过。发布后即成为应用市场中的当前版本。`,
          en: `Version ${versionName} of "${name.en}" has passed review. Publish it to make it the app's current version in the market.`,
        },
      }
    : {
        userId,
        type,
        title: {
          zh: `应用“${name.zh}”的版本 ${versionName} 审核未通过`,
          en: `Version ${versionName} of "${name.en}" not approved`,
        },
        content: {
          zh: `应用“${name.zh}”的版本 ${versionName} 未通过审核。${rejection('zh', o)}${FIX_AND_REPLY.zh}`,
          en: `Version ${versionName} of "${name.en}" was not approved. ${rejection('en', o)} ${FIX_AND_REPLY.en}`,
        },
      };
}

/** The reviewer answered on a decision (`about` names what was decided, in both languages). */
export function reviewerReplied(
  userId: number,
  about: { zh: string; en: string },
  text: string,
): NewMessage {
  return {
    userId,
    type: MESSAGE_TYPES.appReview,
    title: { zh: '审核人员回复了您', en: 'The reviewer replied' },
    content: {
      zh: `关于${about.zh}的审核意见，审核人员回复：${text}`,
      en: `On the review of ${about.en}, the reviewer replied: ${text}`,
    },
  };
}

/** What a work-order message names: its number, title and the web path that opens it. */
export interface OrderRef {
  userId: number;
  number: string;
  title: string;
  link: string;
}

/** Support replied to a work order (decision 0016). */
export function orderReplied(o: OrderRef, excerpt: string): NewMessage {
  return {
    userId: o.userId,
    type: MESSAGE_TYPES.workOrder,
    link: o.link,
    title: { zh: `您的工单 ${o.number} 已回复`, en: `Your work order ${o.number} has a reply` },
    content: {
      zh: `技术支持已回复您的工单“${o.title}”：${excerpt}`,
      en: `Support has replied to your work order "${o.title}": ${excerpt}`,
    },
  };
}

/** A replied work order closes by itself in `days` days unless the customer answers. */
export function orderAutoCloseSoon(o: OrderRef, days: number): NewMessage {
  return {
    userId: o.userId,
    type: MESSAGE_TYPES.workOrder,
    link: o.link,
    title: {
      zh: `工单 ${o.number} 将在 ${days} 天后自动关闭`,
      en: `Work order ${o.number} closes in ${days} days`,
    },
    content: {
      zh: `您的工单“${o.title}”已回复，尚未收到您的答复。如问题仍未解决，请在 ${days} 天内回复，否则工单将自动关闭。`,
      en: `Your work order "${o.title}" has a reply we have not heard back on. If the problem remains, answer within ${days} days; otherwise the work order closes by itself.`,
    },
  };
}

/** A work order was closed by support or automatically (no answer after a reply). */
export function orderClosed(o: OrderRef, by: 'staff' | 'system', reopenDays: number): NewMessage {
  return {
    userId: o.userId,
    type: MESSAGE_TYPES.workOrder,
    link: o.link,
    title: { zh: `您的工单 ${o.number} 已关闭`, en: `Your work order ${o.number} is closed` },
    content:
      by === 'staff'
        ? {
            zh: `您的工单“${o.title}”已处理完毕并关闭。欢迎为本次服务评分；如仍有问题，可在 ${reopenDays} 天内重新打开。`,
            en: `Your work order "${o.title}" has been resolved and closed. Please rate the service; if the problem remains, you can reopen it within ${reopenDays} days.`,
          }
        : {
            zh: `您的工单“${o.title}”回复后 ${LIMITS.orderAutoCloseDays} 天未收到您的答复，已自动关闭。如仍有问题，可在 ${reopenDays} 天内重新打开。`,
            en: `Your work order "${o.title}" closed by itself after ${LIMITS.orderAutoCloseDays} days without an answer to our reply. If the problem remains, you can reopen it within ${reopenDays} days.`,
          },
  };
}

/**
 * A decided review or certification was re-opened by two reviewers (four eyes): it waits for
 * review again; the reviewers' reason is told. `developer`: a developer's onboarding, app or
 * version (tagged as a developer review, not as a certification: issue 26).
 */
export function reviewReopened(
  userId: number,
  about: { zh: string; en: string },
  reason: string,
  developer = false,
): NewMessage {
  return {
    userId,
    type: developer ? MESSAGE_TYPES.appReview : MESSAGE_TYPES.certification,
    title: {
      zh: `${about.zh}已重新进入审核`,
      en: `${capitalised(about.en)} is under review again`,
    },
    content: {
      zh: `${about.zh}的审核结果已撤回，将重新审核。原因：${clause(reason)}。审核完成后会再通知您。`,
      en: `The decision on ${about.en} was withdrawn and it will be reviewed again. Reason: ${clause(reason)}. We will tell you the new decision.`,
    },
  };
}

/** What a re-opened item is called in a message. */
export const REOPENED_NAMES = {
  developer: { zh: '您的开发者入驻申请', en: 'your developer application' },
  identity: { zh: `您的${CERT_NAMES.identity.zh}`, en: `your ${CERT_NAMES.identity.en}` },
  enterprise: { zh: `您的${CERT_NAMES.enterprise.zh}`, en: `your ${CERT_NAMES.enterprise.en}` },
} as const;
