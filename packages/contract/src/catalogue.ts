import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope.js';
import { LIMITS } from './limits.js';

/**
 * Catalogue and content (spec 2.7, 3, 7): workbench, solutions, app market, marketing, developer
 * resources, download centre and support. Field lists the spec leaves "not shown" are designed
 * here (docs/decisions/0003-catalogue.md). Every text is answered in the request language.
 */

const id = idSchema;
const keyword = z.string().trim().max(LIMITS.searchMaxLength).optional();
const lang = z.enum(['zh', 'en']).optional();

/** Query of a call whose only parameter is the answer language. */
export const langQuerySchema = z.object({ lang });
/** Query naming one catalogue row by id. */
export const byIdQuerySchema = z.object({ id, lang });
/** Query naming one product model. */
export const byProductQuerySchema = z.object({ productId: id, lang });
/** Query of the short lists of the home page and workbench (recommended cases and apps, FAQ). */
export const sizeQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(50).default(6),
  lang,
});
/** GET /front/banner/list: the banners of one position (home by default). */
export const bannerQuerySchema = z.object({ position: z.string().max(32).default('home'), lang });
/** GET /front/classify/list: the classifications of one kind (device models by default). */
export const classifyListQuerySchema = z.object({
  kind: z.enum(['product', 'app', 'download']).default('product'),
  lang,
});
/** GET /front/classify/productList: the device models, of one classification branch or all. */
export const productListQuerySchema = z.object({ classificationId: id.optional(), lang });
/** GET /product/queryProductJson: the models to compare, their ids comma separated (all without). */
export const productJsonQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .optional(),
  lang,
});
/** GET /front/solutionCase/getCaseFiles: the files of one solution case. */
export const caseFilesQuerySchema = z.object({ caseId: id, lang });
/** GET /front/apps/appInfoFiles: the files of one market app. */
export const appFilesQuerySchema = z.object({ appId: id, lang });
/** The number of the signed-in customer's devices (workbench). */
export const deviceCountSchema = z.object({ count: z.number().int() });

/** Section titles of the permission tree that the server checks (spec 6). */
export const SECTIONS = {
  workbench: 'workbench',
  solution: 'solution',
  solutionDownload: 'solution.download',
  marketplace: 'marketplace',
  marketing: 'marketing',
  marketingDownload: 'marketing.download',
  developer: 'developer',
  developerSdk: 'developer.sdk',
  download: 'download',
  support: 'support',
} as const;
export type Section = (typeof SECTIONS)[keyof typeof SECTIONS];

/** A file as lists show it (spec 3: name, format, size in MB, download count, last update). */
export const catalogueFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** MB with two decimals. */
  fileSizeDouble: z.number(),
  downloads: z.number().int(),
  updateTime: z.string(),
  watermark: z.boolean(),
  /** Section title the user needs to download or preview it (spec 6). */
  section: z.string(),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

/** GET /front/downloadCenter/findListPage: a file with the classification it is filed under. */
export const downloadFileSchema = catalogueFileSchema.extend({
  classificationId: z.number().int().nullable(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const classificationSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
});
export interface ClassificationNode {
  id: number;
  name: string;
  children: ClassificationNode[];
}
export const classificationNodeSchema: z.ZodType<ClassificationNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      children: z.array(classificationNodeSchema),
    }),
  )
  .meta({ id: 'ClassificationNode' });

/** A device model. */
export const productSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  name: z.string(),
  classificationId: z.number().int(),
  summary: z.string(),
  image: z.string(),
  /** Specification rows: label and value, in display order. */
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

/** A model and its name, as filters and trees list it. */
export const productRefSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  name: z.string(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

/** GET /front/classify/productListByFirst: every model under its first-level classification. */
export const productGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  products: z.array(productSchema),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

/**
 * GET /front/classify/productTree: a classification, the ones below it and its own models. The
 * id names the schema in the OpenAPI components, which is how the document refers to a recursive
 * schema (an inline one would point at nothing).
 */
export interface ProductTreeNode {
  id: number;
  name: string;
  children: ProductTreeNode[];
  products: ProductRef[];
}
export const productTreeNodeSchema: z.ZodType<ProductTreeNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      children: z.array(productTreeNodeSchema),
      products: z.array(productRefSchema),
    }),
  )
  .meta({ id: 'ProductTreeNode' });

export const industrySchema = z.object({ id: z.number().int(), name: z.string() });

export const solutionCaseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Yuan; 0 means free of charge or by quotation (priceNote says which). */
  price: z.number(),
  priceNote: z.string(),
  industries: z.array(industrySchema),
  devices: z.array(z.object({ id: z.number().int(), model: z.string() })),
  views: z.number().int(),
  createTime: z.string(),
});
export type SolutionCaseSummary = z.infer<typeof solutionCaseSummarySchema>;
export const solutionCaseDetailSchema = solutionCaseSummarySchema.extend({
  content: z.string(),
  files: z.array(catalogueFileSchema),
});

/** A model of the solutions' device filter: one that some case applies to. */
export const equipmentDeviceSchema = productRefSchema.extend({
  classificationId: z.number().int(),
});
export type EquipmentDevice = z.infer<typeof equipmentDeviceSchema>;

/** GET /front/solutionCase/getEquipmentListNew: the device filter by classification. */
export const equipmentGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  devices: z.array(equipmentDeviceSchema),
});
export type EquipmentGroup = z.infer<typeof equipmentGroupSchema>;

/** GET /front/solutionCase/getAppEquipment: a model with its cases and adapted apps (50 each). */
export const deviceApplicableSchema = z.object({
  product: productRefSchema,
  cases: z.array(solutionCaseSummarySchema),
  apps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      icon: z.string(),
      versionName: z.string(),
    }),
  ),
});
export type DeviceApplicable = z.infer<typeof deviceApplicableSchema>;

export const solutionListQuerySchema = pageQuerySchema.extend({
  keyword,
  industryId: id.optional(),
  productId: id.optional(),
  lang,
});

export const CHARGE_TYPES = ['free', 'paid'] as const;

export const appSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  summary: z.string(),
  chargeType: z.enum(CHARGE_TYPES),
  packageName: z.string(),
  versionName: z.string(),
  softwareType: z.string(),
  classification: z.string(),
  developer: z.string(),
  downloads: z.number().int(),
  updateTime: z.string(),
});
export type AppSummary = z.infer<typeof appSummarySchema>;
export const appDetailSchema = appSummarySchema.extend({
  intro: z.string(),
  versionCode: z.number().int(),
  media: z.array(z.object({ kind: z.enum(['image', 'video']), url: z.string() })),
  devices: z.array(z.object({ id: z.number().int(), model: z.string(), name: z.string() })),
  files: z.array(catalogueFileSchema),
  /**
   * The current version's update content (release notes) in the visitor's language; empty for a
   * catalogue app (decision 0015).
   */
  updateContent: z.string(),
  /**
   * The install package of a developer's app's current version (APP_PATHS.marketDownload with
   * `appId`); null for a catalogue app, whose files are in `files`.
   */
  package: z
    .object({
      versionId: z.number().int(),
      /** Bytes. */
      size: z.number().int(),
      url: z.string(),
    })
    .nullable(),
});

/**
 * GET /front/apps/getCheckingData: every released app with whether it passed adaptation on the
 * model, adapted first; `adaptedCount` of `totalCount` apps are adapted.
 */
export const checkingDataSchema = z.object({
  product: productRefSchema,
  adaptedCount: z.number().int(),
  totalCount: z.number().int(),
  apps: z.array(appSummarySchema.extend({ adapted: z.boolean() })),
});
export type CheckingData = z.infer<typeof checkingDataSchema>;

export const appListQuerySchema = pageQuerySchema.extend({
  keyword,
  classificationId: id.optional(),
  productId: id.optional(),
  chargeType: z.enum(CHARGE_TYPES).optional(),
  lang,
});

export const materialTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const materialSummarySchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  views: z.number().int(),
  createTime: z.string(),
});
export const materialDetailSchema = materialSummarySchema.extend({
  content: z.string(),
  files: z.array(catalogueFileSchema),
});
/** GET /front/market/marketList: a type with its newest materials. */
export const materialTypeListSchema = materialTypeSchema.extend({
  items: z.array(materialSummarySchema),
});
/** GET /front/market/fileList: a file and the material it belongs to. */
export const materialFileSchema = catalogueFileSchema.extend({
  materialId: z.number().int(),
  materialTitle: z.string(),
});
export const materialListQuerySchema = pageQuerySchema.extend({
  title: keyword,
  typeId: id.optional(),
  lang,
});

export const ARTICLE_KINDS = ['document', 'faq'] as const;
export const articleSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  name: z.string(),
  author: z.string(),
  summary: z.string(),
  views: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export const articleDetailSchema = articleSummarySchema.extend({ content: z.string() });
export const articleListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(ARTICLE_KINDS).default('document'),
  keyword,
  lang,
});

export const downloadListQuerySchema = pageQuerySchema.extend({
  classificationId: id.optional(),
  keyword,
  lang,
});

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
});

export const hotKeywordSchema = z.object({ id: z.number().int(), word: z.string() });
export const searchRecordSchema = z.object({ keyword: z.string(), time: z.string() });

/** POST /front/article/updateReadNum: the article read once more. */
export const articleReadBodySchema = z.object({ id });
/** GET /front/fsdk/wendang: a page of the developer documents (articles of kind document). */
export const sdkDocsQuerySchema = articleListQuerySchema.omit({ kind: true });
/** The query of a page of articles (documents or FAQ), as the server reads it. */
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
/** The query of a page of marketing materials or of their files. */
export type MaterialListQuery = z.infer<typeof materialListQuerySchema>;
/** The query of a page of the download centre. */
export type DownloadListQuery = z.infer<typeof downloadListQuerySchema>;
