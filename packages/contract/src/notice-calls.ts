import { z } from 'zod';
import { defineCall } from './call.js';
import { NOTICE_PATHS } from './notice-paths.js';
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
    ...NOTICE_PATHS.list,
    tag,
    summary: 'Published notices, newest first, paged; optional title search',
    access: 'public',
    query: noticeListQuerySchema.extend({ lang }),
    answer: pageSchema(noticeSummarySchema),
  }),
  latest: defineCall({
    ...NOTICE_PATHS.latest,
    tag,
    summary: 'The latest notices',
    access: 'public',
    query: newNoticeQuerySchema.extend({ lang }),
    answer: z.array(noticeSummarySchema),
  }),
  detail: defineCall({
    ...NOTICE_PATHS.detail,
    tag,
    summary: 'One notice with its neighbours in list order',
    access: 'public',
    query: noticeDetailQuerySchema.extend({ lang }),
    answer: noticeDetailSchema,
    errors: ['A0078'],
  }),
} as const;
