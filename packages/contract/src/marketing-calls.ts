import { z } from 'zod';
import { defineCall } from './call.js';
import { MARKETING_PATHS } from './marketing-paths.js';
import { pageSchema } from './envelope.js';
import {
  byIdQuerySchema,
  langQuerySchema,
  materialDetailSchema,
  materialFileSchema,
  materialListQuerySchema,
  materialSummarySchema,
  materialTypeListSchema,
  materialTypeSchema,
} from './catalogue.js';

const tag = 'marketing';

/**
 * Marketing (spec 3), each call described once (decision 0061): material types and lists are
 * public; a detail needs the marketing section or a share token, the files their section.
 */
export const MARKETING_CALLS = {
  materialTypes: defineCall({
    ...MARKETING_PATHS.materialTypes,
    tag,
    summary: 'Material types',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(materialTypeSchema),
  }),
  materialList: defineCall({
    ...MARKETING_PATHS.materialList,
    tag,
    summary: 'Marketing materials, searchable by title',
    access: 'public',
    query: materialListQuerySchema,
    answer: pageSchema(materialSummarySchema),
  }),
  materialTypeLists: defineCall({
    ...MARKETING_PATHS.materialTypeLists,
    tag,
    summary: 'Newest materials of every type',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(materialTypeListSchema),
  }),
  materialDetail: defineCall({
    ...MARKETING_PATHS.materialDetail,
    tag,
    summary: 'Material detail (login, marketing section)',
    access: 'public',
    query: byIdQuerySchema,
    answer: materialDetailSchema,
    errors: ['A0017', 'A0073', 'A0078'],
  }),
  materialFiles: defineCall({
    ...MARKETING_PATHS.materialFiles,
    tag,
    summary: 'Downloadable marketing files (login, marketing downloads section)',
    access: 'user',
    query: materialListQuerySchema,
    answer: pageSchema(materialFileSchema),
    errors: ['A0017'],
  }),
} as const;
