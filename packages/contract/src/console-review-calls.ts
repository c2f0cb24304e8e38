import { z } from 'zod';
import { defineCall } from './call.js';
import { CONSOLE_REVIEW_PATHS as P } from './console-review-paths.js';
import {
  consoleReviewDecisionSchema,
  consoleReviewDetailQuerySchema,
  consoleReviewDetailSchema,
  consoleReviewFileQuerySchema,
  consoleReviewPackageQuerySchema,
  consoleReviewQuerySchema,
  consoleReviewReplySchema,
  consoleReviewRowSchema,
  consoleTakeDownSchema,
} from './console-review.js';
import { pageSchema } from './envelope.js';

const tag = 'console';
/** Developer onboarding, apps and versions are the reviewers' (decision 0020). */
const access = { staff: ['reviewer'] } as const;

/**
 * The console's review of developer onboarding, apps and versions (decision 0020), each call
 * described once (decision 0061) and registered by the apps module. `file` and `package` answer
 * raw bytes, not the envelope.
 */
export const CONSOLE_REVIEW_CALLS = {
  queue: defineCall({
    ...P.queue,
    tag,
    summary: 'Developer applications, app or version submissions by state, oldest first',
    access,
    query: consoleReviewQuerySchema,
    answer: pageSchema(consoleReviewRowSchema),
  }),
  detail: defineCall({
    ...P.detail,
    tag,
    summary: 'What was submitted: the form, media, package facts and changes',
    access,
    query: consoleReviewDetailQuerySchema,
    answer: consoleReviewDetailSchema,
    errors: ['A0078'],
  }),
  file: defineCall({
    ...P.file,
    tag,
    summary: "An app's icon or medium under review (console only, never cached)",
    access,
    query: consoleReviewFileQuerySchema,
    answer: z.unknown(),
    errors: ['A0078'],
  }),
  package: defineCall({
    ...P.package,
    tag,
    summary:
      "A submitted version's install package as a download (audited; A0078 for an unknown or draft version)",
    access,
    query: consoleReviewPackageQuerySchema,
    answer: z.unknown(),
    errors: ['A0078'],
  }),
  decide: defineCall({
    ...P.decide,
    tag,
    summary: 'Approve, or reject with typed reasons and a note (B0009 when already decided)',
    access,
    body: consoleReviewDecisionSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  reply: defineCall({
    ...P.reply,
    tag,
    summary: "The reviewer's answer on a decision's thread (the developer gets a message)",
    access,
    body: consoleReviewReplySchema,
    answer: z.null(),
    errors: ['A0078'],
  }),
  takeDown: defineCall({
    ...P.takeDown,
    tag,
    summary: 'Takes a released app off the market with a reason (the developer is told)',
    access,
    body: consoleTakeDownSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
} as const;
