import { MESSAGE_TYPES } from '@seuiot/contract';
import type { NewMessage } from '../messages/messages.service.js';

/** The developer's message when a reviewer takes a released app off the market (decision 0020). */
export function takenDown(
  userId: number,
  name: { zh: string; en: string },
  reason: string,
): NewMessage {
  return {
    userId,
    type: MESSAGE_TYPES.appReview,
    title: { zh: `应用“${name.zh}”已被下架`, en: `App "${name.en}" taken off the market` },
    content: {
      zh: `平台审核人员已将应用“${name.zh}”从应用市场下架。原因：${reason}。请修改后在“开发者中心 - 应用管理”中重新上架，如有疑问可回复审核意见或提交工单。`,
      en: `A platform reviewer has taken the app "${name.en}" off the app market. Reason: ${reason}. Fix it and release it again under "Developer - App management"; for questions, reply to the review or open a work order.`,
    },
  };
}
