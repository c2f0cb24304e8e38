import { z } from 'zod';
import { APP_PATHS } from './app-paths.js';
import { reviewSchema } from './app-reviews.js';
import { uploadSchema } from './app-uploads.js';
import {
  appCategoriesQuerySchema,
  appCategorySchema,
  appFileRowSchema,
  appFormSchema,
  appReviewsQuerySchema,
  appStatusSchema,
  marketDownloadQuerySchema,
  myAppDetailSchema,
  myAppFilesQuerySchema,
  myAppListQuerySchema,
  myAppPageSchema,
  myAppQuerySchema,
  reviewReplyFormSchema,
  versionFormSchema,
  versionIdSchema,
  versionListQuerySchema,
  versionPageSchema,
  versionRowSchema,
  versionStatusSchema,
} from './apps.js';
import { defineCall } from './call.js';

const tag = 'developer apps';
/** Every developer call but onboarding needs an approved developer (A0017 otherwise). */
const dev = ['A0017', 'A0078'] as const;

/**
 * The developer's apps, versions and uploads (spec 7; apps.ts has which call answers which code),
 * each described once (decision 0061). The spec lists GET for the status change; the server also
 * answers it there (with the client header), hidden from OpenAPI. Raw answers (`file`,
 * `marketDownload`) send bytes, not the envelope; `upload` reads a multipart body.
 */
export const APP_CALLS = {
  list: defineCall({
    ...APP_PATHS.list,
    tag,
    summary: 'My apps, newest first, by review and shelf status, with the review clock',
    access: 'user',
    query: myAppListQuerySchema,
    answer: myAppPageSchema,
    errors: ['A0017'],
  }),
  detail: defineCall({
    ...APP_PATHS.detail,
    tag,
    summary: 'One of my apps: working listing, approved listing, versions, latest decision',
    access: 'user',
    query: myAppQuerySchema,
    answer: myAppDetailSchema,
    errors: dev,
  }),
  submit: defineCall({
    ...APP_PATHS.submit,
    tag,
    summary: 'Create or edit an app: save as draft (pending submission) or submit for review',
    access: 'user',
    body: appFormSchema,
    answer: myAppDetailSchema,
    errors: [...dev, 'A0002', 'A0042', 'B0009', 'B0010'],
  }),
  status: defineCall({
    ...APP_PATHS.status,
    tag,
    summary:
      'delete (before the first review, or approved and never on the market), withdraw (a submission pending review), release, unrelease',
    access: 'user',
    body: appStatusSchema,
    answer: myAppDetailSchema.nullable(),
    errors: [...dev, 'A0039', 'A0041', 'B0009'],
  }),
  files: defineCall({
    ...APP_PATHS.files,
    tag,
    summary: "The app's files: install packages by version, icon, media",
    access: 'user',
    query: myAppFilesQuerySchema,
    answer: z.array(appFileRowSchema),
    errors: dev,
  }),
  reviews: defineCall({
    ...APP_PATHS.reviews,
    tag,
    summary: 'The review decisions on an app and its versions, with their reply threads',
    access: 'user',
    query: appReviewsQuerySchema,
    answer: z.array(reviewSchema),
    errors: dev,
  }),
  reviewReply: defineCall({
    ...APP_PATHS.reviewReply,
    tag,
    summary: 'Reply on a review decision of mine (an app, a version or my onboarding)',
    access: 'user',
    body: reviewReplyFormSchema,
    answer: reviewSchema,
    errors: dev,
  }),
  file: defineCall({
    ...APP_PATHS.file,
    tag,
    summary:
      "An upload's bytes: to its owner; the icon and media of a released app's listing to anyone",
    access: 'public',
    answer: z.unknown(),
    errors: ['A0068', 'A0078'],
  }),
  versionList: defineCall({
    ...APP_PATHS.versionList,
    tag,
    summary: "The app's versions, highest first: number, name, status, downloads, times",
    access: 'user',
    query: versionListQuerySchema,
    answer: versionPageSchema,
    errors: dev,
  }),
  versionSave: defineCall({
    ...APP_PATHS.versionSave,
    tag,
    summary:
      'A new version (A0039 before the first approval, A0037/A0002 while one is in progress) or an edit of one; B0010-B0012 package checks',
    access: 'user',
    body: versionFormSchema,
    answer: versionRowSchema,
    errors: [...dev, 'A0002', 'A0037', 'A0039', 'B0009', 'B0010', 'B0011', 'B0012'],
  }),
  versionSubmit: defineCall({
    ...APP_PATHS.versionSubmit,
    tag,
    summary: 'Submit a version for review (A0040 when approved or published already)',
    access: 'user',
    body: versionIdSchema,
    answer: versionRowSchema,
    errors: [...dev, 'A0040', 'B0009'],
  }),
  versionPublish: defineCall({
    ...APP_PATHS.versionPublish,
    tag,
    summary:
      "Publish an approved version: the app's current version in the market (A0039 not approved, A0041 package missing)",
    access: 'user',
    body: versionIdSchema,
    answer: versionRowSchema,
    errors: [...dev, 'A0039', 'A0041', 'B0009'],
  }),
  versionStatus: defineCall({
    ...APP_PATHS.versionStatus,
    tag,
    summary:
      'withdraw (pending review → pending submission) or delete (the highest version only: A0030)',
    access: 'user',
    body: versionStatusSchema,
    answer: versionRowSchema.nullable(),
    errors: [...dev, 'A0030', 'B0009'],
  }),
  upload: defineCall({
    ...APP_PATHS.upload,
    tag,
    summary:
      'Upload an icon, install package or intro image/video (multipart: purpose [and appId] first, then file); answers its business id',
    access: 'user',
    answer: uploadSchema,
    errors: [...dev, 'A0079', 'B0006', 'B0007', 'B0008', 'B0010', 'B0011', 'B0012', 'B0013'],
  }),
  categories: defineCall({
    ...APP_PATHS.categories,
    tag,
    summary: 'App categories (the market classifications), bilingual',
    access: 'public',
    query: appCategoriesQuerySchema,
    answer: z.array(appCategorySchema),
  }),
  marketDownload: defineCall({
    ...APP_PATHS.marketDownload,
    tag: 'apps',
    summary:
      "Download a released app's current install package (login, market section; counts one per version from byte 0)",
    access: 'user',
    query: marketDownloadQuerySchema,
    answer: z.unknown(),
    errors: ['A0017', 'A0068', 'A0078'],
  }),
} as const;
