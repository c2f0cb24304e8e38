import { LIMITS, MESSAGE_TYPES } from '@seuiot/contract';
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
          zh: `您提交的${name.zh}未通过审核，原因：${reason}。请在“${menu.zh}”修改后重新提交。`,
          en: `Your ${name.en} was not approved. Reason: ${reason}. Please correct it under "${menu.en}" and submit it again.`,
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
