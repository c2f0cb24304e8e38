import type { Raster } from './png.js';

/** The shapes of the catalogue seed data (catalogue.data.ts and the catalogue-*.data.ts files). */

export interface Bi {
  zh: string;
  en: string;
}
/** A text, or paragraphs joined with a blank line. */
export type Paras = string | string[];
export interface BiParas {
  zh: Paras;
  en: Paras;
}

export interface SpecRow {
  label_zh: string;
  label_en: string;
  value_zh: string;
  value_en: string;
}

export interface ClassificationSeed {
  key: string;
  kind: 'product' | 'app' | 'download';
  name: Bi;
  parent?: string;
}

export interface ProductSeed {
  model: string;
  cls: string;
  name: Bi;
  summary: Bi;
  image: string;
  specs: SpecRow[];
}

export interface IndustrySeed {
  key: string;
  name: Bi;
}

export interface CaseSeed {
  key: string;
  title: Bi;
  summary: Bi;
  content: BiParas;
  cover: string;
  /** Yuan; 0 = by quotation. */
  price: number;
  views: number;
  recommended?: boolean;
  daysAgo: number;
  industries: string[];
  /** Product models. */
  devices: string[];
}

export interface AppSeed {
  channel: 'market' | 'ecology';
  cls: string;
  name: Bi;
  summary: Bi;
  intro: BiParas;
  icon: string;
  packageName: string;
  versionName: string;
  versionCode: number;
  charge: 'free' | 'paid';
  softwareType: 'tool' | 'business' | 'system' | 'sdk-demo';
  developer: string;
  downloads: number;
  recommended?: boolean;
  daysAgo: number;
  updatedDaysAgo: number;
  /** Product models the app is adapted to. */
  devices: string[];
  /** Developed by the demo customer (developer_id = the demo user when seeded with one). */
  demoDeveloper?: boolean;
}

export interface MaterialTypeSeed {
  key: string;
  name: Bi;
}

export interface MaterialSeed {
  key: string;
  type: string;
  title: Bi;
  summary: Bi;
  content: BiParas;
  cover: string;
  views: number;
  daysAgo: number;
}

export interface ArticleSeed {
  kind: 'document' | 'faq';
  title: Bi;
  summary: Bi;
  content: BiParas;
  /** The name as Chinese readers know it, and in English. */
  author: Bi;
  views: number;
  hot?: boolean;
  daysAgo: number;
  updatedDaysAgo?: number;
}

export interface ApiCategorySeed {
  key: string;
  name: Bi;
  parent?: string;
}

export interface ApiParam {
  name: string;
  type: string;
  required: boolean;
  description_zh: string;
  description_en: string;
}

export interface ApiEntrySeed {
  category: string;
  name: string;
  signature: string;
  description: Bi;
  params: ApiParam[];
  returns: Bi;
  example: string;
}

export interface SdkParam {
  name: string;
  type: string;
  default: string;
  description_zh: string;
  description_en: string;
}

export interface SdkSeed {
  key: string;
  kind: 'general' | 'model';
  product?: string;
  name: Bi;
  description: BiParas;
  version: string;
  params: SdkParam[];
  daysAgo: number;
}

export interface TestPackageSeed {
  key: string;
  product?: string;
  name: Bi;
  description: BiParas;
  version: string;
  daysAgo: number;
}

export interface BannerSeed {
  position: string;
  title: Bi;
  image: string;
  link: string;
}

/** A block of a generated PDF: a paragraph, a heading or a two-column table. */
export type PdfBlock = string | { h: string } | { rows: [string, string][] };

export type FileBody =
  | { kind: 'pdf'; meta: string; blocks: { zh: PdfBlock[]; en: PdfBlock[] } }
  | { kind: 'txt'; text: string }
  | { kind: 'csv'; rows: string[][] }
  | { kind: 'json'; value: unknown }
  /** Drawn when the seed runs, so no binary file sits in git. */
  | { kind: 'png'; draw: () => Raster };

export interface FileSeed {
  /** Storage key, under catalogue/. */
  key: string;
  name: Bi;
  /** Permission title needed to download or preview. */
  section: string;
  /** Classification key (kind download) for download-centre entries. */
  classification?: string;
  centre: boolean;
  watermark: boolean;
  downloads: number;
  daysAgo: number;
  attach: { type: 'case' | 'app' | 'material' | 'sdk' | 'test'; ref: string }[];
  body: FileBody;
}

export interface PlatformSeed {
  code: string;
  name: Bi;
  description: Bi;
  url: string;
  needsAuthorization: boolean;
  trialDays: number;
}
