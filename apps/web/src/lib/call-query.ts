import type { z } from 'zod';

/**
 * The query of a list call as a page keeps it, inferred from the contract's query schema (its
 * parsed form: defaults applied), without `lang`, which every call and query key carry on their
 * own, and without the `Fixed` fields the call itself sets (the FAQ list's `kind`, say).
 */
export type CallQuery<S extends z.ZodType, Fixed extends string = never> = Omit<
  z.infer<S>,
  'lang' | Fixed
>;
