import type { z } from 'zod';
import type {
  articleDetailSchema,
  articleListQuerySchema,
  articleSummarySchema,
  hotKeywordSchema,
  searchRecordSchema,
} from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

/** Shapes of the support calls (contract schemas). */
export type Faq = z.infer<typeof articleSummarySchema>;
export type FaqDetail = z.infer<typeof articleDetailSchema>;
export type HotKeyword = z.infer<typeof hotKeywordSchema>;
export type SearchRecord = z.infer<typeof searchRecordSchema>;

/** A page of the FAQ (the call sets the article kind). */
export type FaqListQuery = CallQuery<typeof articleListQuerySchema, 'kind'>;
