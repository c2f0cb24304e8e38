import type { z } from 'zod';
import type {
  articleDetailSchema,
  articleSummarySchema,
  hotKeywordSchema,
  searchRecordSchema,
} from '@seuiot/contract';

/** Shapes of the support calls (contract schemas). */
export type Faq = z.infer<typeof articleSummarySchema>;
export type FaqDetail = z.infer<typeof articleDetailSchema>;
export type HotKeyword = z.infer<typeof hotKeywordSchema>;
export type SearchRecord = z.infer<typeof searchRecordSchema>;

export interface FaqListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}
