import { z } from 'zod';
import { defineCall } from './call.js';
import { MARKET_PATHS } from './market-paths.js';
import { pageSchema } from './envelope.js';
import {
  appDetailSchema,
  appFilesQuerySchema,
  appListQuerySchema,
  appSummarySchema,
  byIdQuerySchema,
  byProductQuerySchema,
  catalogueFileSchema,
  checkingDataSchema,
  classificationSchema,
  langQuerySchema,
  productSchema,
} from './catalogue.js';

const tag = 'apps';

/**
 * The app market (spec 3), each call described once (decision 0061): public lists and details;
 * the checking data and an app's files need the market section.
 */
export const MARKET_CALLS = {
  appList: defineCall({
    ...MARKET_PATHS.appList,
    tag,
    summary: 'Market apps by classification, model, charge type, keyword',
    access: 'public',
    query: appListQuerySchema,
    answer: pageSchema(appSummarySchema),
  }),
  ecologicalSoftware: defineCall({
    ...MARKET_PATHS.ecologicalSoftware,
    tag,
    summary: 'Ecosystem software',
    access: 'public',
    query: appListQuerySchema,
    answer: pageSchema(appSummarySchema),
  }),
  appDetail: defineCall({
    ...MARKET_PATHS.appDetail,
    tag,
    summary: 'App detail',
    access: 'public',
    query: byIdQuerySchema,
    answer: appDetailSchema,
    errors: ['A0078'],
  }),
  appClassification: defineCall({
    ...MARKET_PATHS.appClassification,
    tag,
    summary: 'App classifications',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(classificationSchema),
  }),
  appProducts: defineCall({
    ...MARKET_PATHS.appProducts,
    tag,
    summary: 'Models for the adaptation query',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(productSchema),
  }),
  checkingData: defineCall({
    ...MARKET_PATHS.checkingData,
    tag,
    summary: 'Adaptation checking data of a model (login, market section)',
    access: 'user',
    query: byProductQuerySchema,
    answer: checkingDataSchema,
    errors: ['A0017', 'A0078'],
  }),
  appInfoFiles: defineCall({
    ...MARKET_PATHS.appInfoFiles,
    tag,
    summary: 'Files of an app (login, market section)',
    access: 'user',
    query: appFilesQuerySchema,
    answer: z.array(catalogueFileSchema),
    errors: ['A0017', 'A0078'],
  }),
} as const;
