import { z } from 'zod';
import { defineCall } from './call.js';
import { CONSOLE_CONTENT_PATHS as P } from './console-content-paths.js';
import {
  bannerOrderSchema,
  bannerStateSchema,
  consoleBannerSchema,
  consoleNoticeQuerySchema,
  consoleNoticeSchema,
  contentFiguresSchema,
  noticeIdQuerySchema,
  noticePublishSchema,
  noticeSaveSchema,
  noticeDeleteSchema,
  noticeWithdrawSchema,
} from './console-content.js';
import { pageSchema } from './envelope.js';
import { LIMITS } from './limits.js';

const tag = 'console';
/** Notices and banners are the editor's (decision 0023). */
const access = { staff: ['editor'] } as const;

/** The banner list's filter: one position, or all. */
export const consoleBannerQuerySchema = z.object({
  position: z.string().max(LIMITS.bannerPositionMax).optional(),
});

/**
 * The console's content calls (decision 0061): notices, banners, and the figures of the content
 * and customers screens. A state change that lost a race answers B0009 with the state now.
 */
export const CONSOLE_CONTENT_CALLS = {
  figures: defineCall({
    ...P.figures,
    tag,
    summary: 'Scheduled notices (editor) and trials awaiting a device grant (sales)',
    access: { staff: ['editor', 'sales'] },
    answer: contentFiguresSchema,
  }),
  notices: defineCall({
    ...P.notices,
    tag,
    summary: 'Notices in every state, newest first (editor)',
    access,
    query: consoleNoticeQuerySchema,
    answer: pageSchema(consoleNoticeSchema),
  }),
  noticeDetail: defineCall({
    ...P.noticeDetail,
    tag,
    summary: 'One notice, both languages (editor)',
    access,
    query: noticeIdQuerySchema,
    answer: consoleNoticeSchema,
    errors: ['A0078'],
  }),
  noticeSave: defineCall({
    ...P.noticeSave,
    tag,
    summary: 'Creates a draft notice or changes one’s texts (editor)',
    access,
    body: noticeSaveSchema,
    answer: consoleNoticeSchema,
    errors: ['A0078'],
  }),
  noticePublish: defineCall({
    ...P.noticePublish,
    tag,
    summary: 'Publishes a notice now or schedules it (editor)',
    access,
    body: noticePublishSchema,
    answer: consoleNoticeSchema,
    errors: ['A0078', 'B0009'],
  }),
  noticeWithdraw: defineCall({
    ...P.noticeWithdraw,
    tag,
    summary: 'Takes a published or scheduled notice off the portal (editor)',
    access,
    body: noticeWithdrawSchema,
    answer: consoleNoticeSchema,
    errors: ['A0078', 'B0009'],
  }),
  noticeDelete: defineCall({
    ...P.noticeDelete,
    tag,
    summary: 'Deletes a draft notice, never shown on the portal (editor)',
    access,
    body: noticeDeleteSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  banners: defineCall({
    ...P.banners,
    tag,
    summary: 'Every banner, shown or withdrawn, by position and order (editor)',
    access,
    query: consoleBannerQuerySchema,
    answer: z.array(consoleBannerSchema),
  }),
  /** Multipart (`bannerSaveSchema` fields and the `image` file): no JSON body to describe. */
  bannerSave: defineCall({
    ...P.bannerSave,
    tag,
    summary: 'Creates or changes a banner; multipart with the image (editor)',
    access,
    answer: consoleBannerSchema,
    errors: ['B0001', 'A0078', 'B0005', 'B0006', 'B0007', 'A0058'],
  }),
  bannerState: defineCall({
    ...P.bannerState,
    tag,
    summary: 'Shows or withdraws a banner (editor)',
    access,
    body: bannerStateSchema,
    answer: consoleBannerSchema,
    errors: ['A0078', 'B0009'],
  }),
  bannerOrder: defineCall({
    ...P.bannerOrder,
    tag,
    summary: 'Puts a position’s banners in a new order, as seen (editor)',
    access,
    body: bannerOrderSchema,
    answer: z.array(consoleBannerSchema),
    errors: ['A0078', 'B0009'],
  }),
} as const;
