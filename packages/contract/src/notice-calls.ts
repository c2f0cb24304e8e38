import { z } from 'zod';
import { defineCall } from './call.js';
import { langSchema } from './edition.js';
import { pageSchema } from './envelope.js';
import {
  newNoticeQuerySchema,
  noticeDetailQuerySchema,
  noticeDetailSchema,
  noticeListQuerySchema,
  noticeSummarySchema,
} from './notices.js';

const tag = 'notices';
const lang = langSchema.optional();

/** The published notices (spec 2.1, 3), public, each described once (decision 0061). */
export const NOTICE_CALLS = {
  list: defineCall({
    method: 'GET',
    path: '/front/home/getAllNoticeList',
    tag,
    summary: 'Published notices, newest first, paged; optional title search',
    access: 'public',
    query: noticeListQuerySchema.extend({ lang }),
    answer: pageSchema(noticeSummarySchema),
  }),
  latest: defineCall({
    method: 'GET',
    path: '/front/home/newNoticeList',
    tag,
    summary: 'The latest notices',
    access: 'public',
    query: newNoticeQuerySchema.extend({ lang }),
    answer: z.array(noticeSummarySchema),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/front/home/noticeDetail',
    tag,
    summary: 'One notice with its neighbours in list order',
    access: 'public',
    query: noticeDetailQuerySchema.extend({ lang }),
    answer: noticeDetailSchema,
    errors: ['A0078'],
  }),
} as const;
