import { z } from 'zod';
import { defineCall } from './call.js';
import { RESOURCE_PATHS } from './resource-paths.js';
import { pageSchema } from './envelope.js';
import {
  articleSummarySchema,
  catalogueFileSchema,
  classificationNodeSchema,
  langQuerySchema,
  productRefSchema,
  sdkDocsQuerySchema,
} from './catalogue.js';
import {
  apiCategorySchema,
  apiEntrySchema,
  apiListQuerySchema,
  productResourceQuerySchema,
  sdkListQuerySchema,
  sdkParameterSchema,
  sdkQuerySchema,
  sdkSchema,
  testPackageSchema,
} from './developer.js';

const tag = 'developer';

/**
 * The developer resources (spec 3; login, developer section): API reference, SDKs, test
 * packages, documents, each described once (decision 0061).
 */
export const RESOURCE_CALLS = {
  apiCategories: defineCall({
    ...RESOURCE_PATHS.apiCategories,
    tag,
    summary: 'API categories',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(apiCategorySchema),
    errors: ['A0017'],
  }),
  apiCategoryTree: defineCall({
    ...RESOURCE_PATHS.apiCategoryTree,
    tag,
    summary: 'API category tree',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(classificationNodeSchema),
    errors: ['A0017'],
  }),
  apiList: defineCall({
    ...RESOURCE_PATHS.apiList,
    tag,
    summary: 'A page of the API entries of a category branch (all without one)',
    access: 'user',
    query: apiListQuerySchema,
    answer: pageSchema(apiEntrySchema),
    errors: ['A0017'],
  }),
  sdkList: defineCall({
    ...RESOURCE_PATHS.sdkList,
    tag,
    summary: 'A page of the general SDKs, newest first',
    access: 'user',
    query: sdkListQuerySchema,
    answer: pageSchema(sdkSchema),
    errors: ['A0017'],
  }),
  sdkModelList: defineCall({
    ...RESOURCE_PATHS.sdkModelList,
    tag,
    summary: 'A page of the model-specific SDKs, of one model or all, newest first',
    access: 'user',
    query: productResourceQuerySchema,
    answer: pageSchema(sdkSchema),
    errors: ['A0017'],
  }),
  sdkUnattached: defineCall({
    ...RESOURCE_PATHS.sdkUnattached,
    tag,
    summary: 'A page of the model SDKs tied to no model, newest first',
    access: 'user',
    query: sdkListQuerySchema,
    answer: pageSchema(sdkSchema),
    errors: ['A0017'],
  }),
  sdkProducts: defineCall({
    ...RESOURCE_PATHS.sdkProducts,
    tag,
    summary: 'Models with a model-specific SDK',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(productRefSchema),
    errors: ['A0017'],
  }),
  sdkParameters: defineCall({
    ...RESOURCE_PATHS.sdkParameters,
    tag,
    summary: 'Parameters of an SDK',
    access: 'user',
    query: sdkQuerySchema,
    answer: z.array(sdkParameterSchema),
    errors: ['A0017', 'A0078'],
  }),
  sdkFiles: defineCall({
    ...RESOURCE_PATHS.sdkFiles,
    tag,
    summary: 'Files of an SDK',
    access: 'user',
    query: sdkQuerySchema,
    answer: z.array(catalogueFileSchema),
    errors: ['A0017', 'A0078'],
  }),
  sdkDocs: defineCall({
    ...RESOURCE_PATHS.sdkDocs,
    tag,
    summary: 'Developer documents',
    access: 'user',
    query: sdkDocsQuerySchema,
    answer: pageSchema(articleSummarySchema),
    errors: ['A0017'],
  }),
  testPackages: defineCall({
    ...RESOURCE_PATHS.testPackages,
    tag,
    summary: 'A page of the test packages, of one model or all, newest first',
    access: 'user',
    query: productResourceQuerySchema,
    answer: pageSchema(testPackageSchema),
    errors: ['A0017'],
  }),
  testProducts: defineCall({
    ...RESOURCE_PATHS.testProducts,
    tag,
    summary: 'Models with a test package',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(productRefSchema),
    errors: ['A0017'],
  }),
} as const;
