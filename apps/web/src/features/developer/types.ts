import type { z } from 'zod';
import type {
  ApiEntry,
  articleDetailSchema,
  articleSummarySchema,
  ProductRef,
  Sdk,
  sdkParameterSchema,
  TestPackage,
} from '@seuiot/contract';

/** Shapes of the developer calls (contract schemas). */
export type { ApiEntry, Sdk, TestPackage };
export type SdkParameter = z.infer<typeof sdkParameterSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
/** GET /front/fsdk/sdkProduct: a model that has a model-specific SDK. */
export type SdkProduct = ProductRef;

export interface DocumentListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

/** A page of the API entries of a category branch (the whole reference for null). */
export interface ApiListQuery {
  categoryId: number | null;
  pageNum: number;
  pageSize: number;
}

/** A page of model SDKs or test packages, of one model (all models for null). */
export interface ModelResourceQuery {
  productId: number | null;
  pageNum: number;
  pageSize: number;
}
