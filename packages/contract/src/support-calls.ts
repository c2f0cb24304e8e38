import { z } from 'zod';
import { defineCall } from './call.js';
import { SUPPORT_PATHS } from './support-paths.js';
import { pageSchema } from './envelope.js';
import {
  articleDetailSchema,
  articleListQuerySchema,
  articleReadBodySchema,
  articleSummarySchema,
  byIdQuerySchema,
  hotKeywordSchema,
  langQuerySchema,
  searchRecordSchema,
  sizeQuerySchema,
} from './catalogue.js';

const tag = 'articles';

/**
 * Articles, FAQ and search (spec 3, 7), each described once (decision 0061). The articles are
 * the support FAQ and the developer documents alike: public, but a document needs the developer
 * section (or a share token), which the server checks by the article's kind.
 */
export const SUPPORT_CALLS = {
  articleList: defineCall({
    ...SUPPORT_PATHS.articleList,
    tag,
    summary:
      'Documents (login, developer section) or FAQ (public), searchable in Chinese and English',
    access: 'public',
    query: articleListQuerySchema,
    answer: pageSchema(articleSummarySchema),
    errors: ['A0017'],
  }),
  articleById: defineCall({
    ...SUPPORT_PATHS.articleById,
    tag,
    summary: 'One article',
    access: 'public',
    query: byIdQuerySchema,
    answer: articleDetailSchema,
    errors: ['A0017', 'A0073', 'A0078'],
  }),
  articleReadNum: defineCall({
    ...SUPPORT_PATHS.articleReadNum,
    tag,
    summary: 'Count one read; answers the new count',
    access: 'public',
    body: articleReadBodySchema,
    answer: z.number().int(),
    errors: ['A0017', 'A0073', 'A0078'],
  }),
  homeFaq: defineCall({
    ...SUPPORT_PATHS.homeFaq,
    tag,
    summary: 'FAQ for the workbench',
    access: 'public',
    query: sizeQuerySchema,
    answer: z.array(articleSummarySchema),
  }),
  hotQuestion: defineCall({
    ...SUPPORT_PATHS.hotQuestion,
    tag,
    summary: 'Hot questions',
    access: 'public',
    query: sizeQuerySchema,
    answer: z.array(articleSummarySchema),
  }),
  hotKeyWords: defineCall({
    ...SUPPORT_PATHS.hotKeyWords,
    tag,
    summary: 'Hot keywords',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(hotKeywordSchema),
  }),
  searchHistory: defineCall({
    ...SUPPORT_PATHS.searchHistory,
    tag,
    summary: 'My recent searches',
    access: 'user',
    answer: z.array(searchRecordSchema),
  }),
} as const;
