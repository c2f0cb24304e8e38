import type { z } from 'zod';
import type {
  ApiEntry,
  apiListQuerySchema,
  articleDetailSchema,
  articleListQuerySchema,
  articleSummarySchema,
  productResourceQuerySchema,
  ProductRef,
  Sdk,
  sdkParameterSchema,
  TestPackage,
} from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

/** Shapes of the developer calls (contract schemas). */
export type { ApiEntry, Sdk, TestPackage };
export type SdkParameter = z.infer<typeof sdkParameterSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
/** GET /front/fsdk/sdkProduct: a model that has a model-specific SDK. */
export type SdkProduct = ProductRef;

/** A page of the documents (the call sets the article kind). */
export type DocumentListQuery = CallQuery<typeof articleListQuerySchema, 'kind'>;
/** A page of the API entries of a category branch (the whole reference without one). */
export type ApiListQuery = CallQuery<typeof apiListQuerySchema>;
/** A page of model SDKs or test packages, of one model (all models without one). */
export type ModelResourceQuery = CallQuery<typeof productResourceQuerySchema>;
