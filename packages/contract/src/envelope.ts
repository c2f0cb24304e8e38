import './zod.js';
import { z } from 'zod';
import { LIMITS } from './limits.js';

/** The answer envelope of every JSON call: rescode 200 means success. */
export interface Envelope<T> {
  rescode: number;
  msg: string;
  data: T;
}

/** Builds the envelope schema around a data schema (for OpenAPI and client-side checks). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ rescode: z.number().int(), msg: z.string(), data });
}

/**
 * A row id in a query or body. Ids are 32-bit integers (PostgreSQL serial): a larger one is an
 * invalid parameter (B0004) on either database, not a failure of the query (found by fuzzing).
 */
export const idSchema = z.coerce.number().int().positive().max(LIMITS.maxId);
/** Any other integer compared with a 32-bit column. */
export const int32Schema = z.coerce
  .number()
  .int()
  .min(-LIMITS.maxId - 1)
  .max(LIMITS.maxId);

/** Paging query of every list call: first page 1, default page size 10. */
export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(LIMITS.firstPage).default(LIMITS.firstPage),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: the rows and the total over all pages. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
