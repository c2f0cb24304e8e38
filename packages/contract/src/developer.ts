import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { catalogueFileSchema } from './catalogue.js';

/**
 * Developer resources (spec 2.7 Developer, 7): the API reference, SDKs (general and per model) and
 * test packages. The developer documents are articles (catalogue.ts); field lists the spec leaves
 * "not shown" are designed in docs/decisions/0003-catalogue.md.
 */

const id = idSchema;
const lang = z.enum(['zh', 'en']).optional();

export const apiCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
});
export const apiEntrySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  signature: z.string(),
  description: z.string(),
  params: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      required: z.boolean(),
      description: z.string(),
    }),
  ),
  returns: z.string(),
  example: z.string(),
});
export const SDK_KINDS = ['general', 'model'] as const;
export const sdkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SDK_KINDS),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  product: z.object({ id: z.number().int(), model: z.string() }).nullable(),
  updateTime: z.string(),
  files: z.array(catalogueFileSchema),
});
export const sdkParameterSchema = z.object({
  name: z.string(),
  type: z.string(),
  defaultValue: z.string(),
  description: z.string(),
});
export const testPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  product: z.object({ id: z.number().int(), model: z.string() }).nullable(),
  updateTime: z.string(),
  files: z.array(catalogueFileSchema),
});
export type ApiEntry = z.infer<typeof apiEntrySchema>;
export type Sdk = z.infer<typeof sdkSchema>;
export type TestPackage = z.infer<typeof testPackageSchema>;

/**
 * GET /front/api/apiList: a page of the API entries of a category and the categories below it
 * (every entry without one), by category, then the entry's place in it.
 */
export const apiListQuerySchema = pageQuerySchema.extend({
  categoryId: id.optional(),
  lang,
});
/**
 * GET /front/fsdk/sdkList: a page of the general SDKs, newest first. Also GET
 * /front/fsdk/sdkProductNull: a page of the model SDKs tied to no model, newest first.
 */
export const sdkListQuerySchema = pageQuerySchema.extend({ lang });
/**
 * GET /front/fsdk/sdkmodellist and /front/test/selectList: a page of the model SDKs or the test
 * packages, of one model or all, newest first.
 */
export const productResourceQuerySchema = pageQuerySchema.extend({
  productId: id.optional(),
  lang,
});
/** GET /front/fsdk/getParameter and /front/fsdk/fileList: one SDK. */
export const sdkQuerySchema = z.object({ sdkId: id, lang });
