import { z } from 'zod';
import { defineCall } from './call.js';
import { DOWNLOAD_PATHS } from './download-paths.js';
import { pageSchema } from './envelope.js';
import {
  classificationNodeSchema,
  downloadFileSchema,
  downloadListQuerySchema,
  langQuerySchema,
} from './catalogue.js';

const tag = 'downloads';

/** The download centre (spec 3; login, download section), each call described once (decision 0061). */
export const DOWNLOAD_CALLS = {
  fileCategories: defineCall({
    ...DOWNLOAD_PATHS.fileCategories,
    tag,
    summary: 'Download centre classification tree',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(classificationNodeSchema),
    errors: ['A0017'],
  }),
  downloadCenter: defineCall({
    ...DOWNLOAD_PATHS.downloadCenter,
    tag,
    summary: 'Download centre files by classification branch and name',
    access: 'user',
    query: downloadListQuerySchema,
    answer: pageSchema(downloadFileSchema),
    errors: ['A0017'],
  }),
} as const;
