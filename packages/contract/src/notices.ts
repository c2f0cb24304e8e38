import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';

/** GET /front/home/getAllNoticeList: paged, optional title search. */
export const noticeListQuerySchema = pageQuerySchema.extend({
  title: z.string().trim().max(LIMITS.searchMaxLength).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

/** A notice in a list (spec 3: title, creation time, publish time). Times are ISO strings. */
export const noticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  createTime: z.string(),
  publishTime: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

/** GET /front/home/noticeDetail?id= */
export const noticeDetailQuerySchema = z.object({ id: idSchema });
export const noticeDetailSchema = noticeSummarySchema.extend({
  content: z.string(),
  prevId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** GET /front/home/newNoticeList: the latest notices for the home page. */
export const newNoticeQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(20).default(5),
});
