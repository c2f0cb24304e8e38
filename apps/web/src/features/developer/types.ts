import type { z } from 'zod';
import type {
  apiEntrySchema,
  articleDetailSchema,
  articleSummarySchema,
  sdkParameterSchema,
  sdkSchema,
  testPackageSchema,
} from '@seuiot/contract';

/** Shapes of the developer calls (contract schemas). */
export type ApiEntry = z.infer<typeof apiEntrySchema>;
export type Sdk = z.infer<typeof sdkSchema>;
export type SdkParameter = z.infer<typeof sdkParameterSchema>;
export type TestPackage = z.infer<typeof testPackageSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
/** GET /front/fsdk/sdkProduct: a model that has a model-specific SDK. */
export interface SdkProduct {
  id: number;
  model: string;
  name: string;
}

export interface DocumentListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}
