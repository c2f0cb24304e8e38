import { z } from 'zod';
import { lang } from './app-fields.js';
import { defineCall } from './call.js';
import { FILE_PATHS } from './file-paths.js';
import {
  downloadQuerySchema,
  openedLinkSchema,
  openLinkQuerySchema,
  ossDownloadQuerySchema,
  previewQuerySchema,
  shareLinkSchema,
  shareRequestSchema,
} from './files.js';

/** What a file's access answers: no section (A0017), an ended link (A0073), no such file. */
const fileErrors = ['A0017', 'A0068', 'A0073', 'A0078'] as const;

/**
 * Downloads, previews and share links (spec 3, 4, 6, 7), each described once (decision 0061).
 * The file calls answer raw bytes on success (no envelope) and are open: a share token covering
 * the file is its own proof, else login and the file's section.
 */
export const FILE_CALLS = {
  download: defineCall({
    ...FILE_PATHS.download,
    tag: 'files',
    summary:
      'Download a catalogue file (attachment; Range and If-Range resume it; counts one download from byte 0)',
    access: 'public',
    query: downloadQuerySchema.extend({ lang }),
    answer: z.unknown(),
    errors: fileErrors,
  }),
  preview: defineCall({
    ...FILE_PATHS.preview,
    tag: 'files',
    summary:
      'Preview an image, video or PDF inline (Range supported; flagged PDFs carry the viewer watermark)',
    access: 'public',
    query: previewQuerySchema.extend({ lang }),
    answer: z.unknown(),
    errors: fileErrors,
  }),
  ossDownload: defineCall({
    ...FILE_PATHS.ossDownload,
    tag: 'files',
    summary:
      'Overseas edition: download (isPreview 0; on object storage a 302 to a short-lived presigned URL) or preview (isPreview 1)',
    access: 'public',
    query: ossDownloadQuerySchema.extend({ lang }),
    answer: z.unknown(),
    errors: fileErrors,
  }),
  shareGetLink: defineCall({
    ...FILE_PATHS.shareGetLink,
    tag: 'share',
    summary: 'Make a share link (login; the sharer must see the entity): the absolute link in data',
    access: 'user',
    body: shareRequestSchema,
    answer: shareLinkSchema,
    errors: ['A0017', 'A0078', 'A0079'],
  }),
  shareOpenLink: defineCall({
    ...FILE_PATHS.shareOpenLink,
    tag: 'share',
    summary: 'What a share link opens (A0073 unknown or expired; A0001 login link, anonymous)',
    access: 'public',
    query: openLinkQuerySchema,
    answer: openedLinkSchema,
    errors: ['A0073'],
  }),
} as const;
