import type { Generated } from 'kysely';
import type { Bi, Millis } from './tables-columns.js';

/**
 * The catalogue (products, cases, materials, articles, APIs and SDKs, files) and each customer's
 * platforms, devices, purchases, admin accounts, share links and favourites (tables.ts).
 */

export type ClassificationsTable = {
  id: Generated<number>;
  parent_id: number | null;
  /** product, app, download. */
  kind: string;
  sort: number;
} & Bi<'name'>;

export type ProductsTable = {
  id: Generated<number>;
  classification_id: number;
  model: string;
  image: string;
  /** JSON [{label_zh,label_en,value_zh,value_en}]. */
  specs: string;
  sort: number;
  status: number;
} & Bi<'name'> &
  Bi<'summary'>;

export type IndustriesTable = { id: Generated<number>; sort: number } & Bi<'name'>;

export type SolutionCasesTable = {
  id: Generated<number>;
  cover: string;
  /** Yuan; 0 = by quotation. */
  price: number;
  views: number;
  recommended: number;
  status: number;
  created_at: Millis;
  updated_at: Millis;
} & Bi<'title'> &
  Bi<'summary'> &
  Bi<'content'>;

/** Links carry their case's status and creation time (list order), see link-columns.ts. */
export interface CaseIndustriesTable {
  case_id: number;
  industry_id: number;
  status: Generated<number>;
  created_at: Generated<Millis>;
}
export interface CaseProductsTable {
  case_id: number;
  product_id: number;
  status: Generated<number>;
  created_at: Generated<Millis>;
}

export type MaterialTypesTable = { id: Generated<number>; sort: number } & Bi<'name'>;
export type MaterialsTable = {
  id: Generated<number>;
  type_id: number;
  cover: string;
  views: number;
  status: number;
  created_at: Millis;
} & Bi<'title'> &
  Bi<'summary'> &
  Bi<'content'>;

export type ArticlesTable = {
  id: Generated<number>;
  /** document or faq. */
  kind: string;
  /** The author's name for Chinese readers (and for both when `author_en` is empty). */
  author: string;
  author_en: Generated<string>;
  views: number;
  hot: number;
  status: number;
  created_at: Millis;
  updated_at: Millis;
} & Bi<'title'> &
  Bi<'summary'> &
  Bi<'content'>;

export type ApiCategoriesTable = {
  id: Generated<number>;
  parent_id: number | null;
  sort: number;
} & Bi<'name'>;
export type ApiEntriesTable = {
  id: Generated<number>;
  category_id: number;
  name: string;
  signature: string;
  /** JSON [{name,type,required,description_zh,description_en}]. */
  params: string;
  example: string;
  sort: number;
} & Bi<'description'> &
  Bi<'returns'>;

export type SdksTable = {
  id: Generated<number>;
  /** general or model. */
  kind: string;
  product_id: number | null;
  version: string;
  /** JSON [{name,type,default,description_zh,description_en}]. */
  params: string;
  updated_at: Millis;
} & Bi<'name'> &
  Bi<'description'>;

export type TestPackagesTable = {
  id: Generated<number>;
  product_id: number | null;
  version: string;
  updated_at: Millis;
} & Bi<'name'> &
  Bi<'description'>;

export type BannersTable = {
  id: Generated<number>;
  position: string;
  image: string;
  link: string;
  /** The link for English readers; empty: `link` serves both (decision 0023). */
  link_en: string;
  sort: number;
  /** 1 shown, 0 withdrawn. */
  status: number;
} & Bi<'title'>;

/** Sections sales gave (allow 1) or took from (allow 0) a customer beside the roles' (0023). */
export interface UserSectionOverridesTable {
  user_id: number;
  permission_id: number;
  allow: number;
}

export type HotKeywordsTable = { id: Generated<number>; sort: number } & Bi<'word'>;
export interface SearchRecordsTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  created_at: Millis;
}

export type CatalogueFilesTable = {
  id: Generated<number>;
  classification_id: number | null;
  /** Permission title needed to download or preview. */
  section: string;
  format: string;
  size: number;
  storage_key: string;
  mime: string;
  downloads: number;
  watermark: number;
  in_download_centre: number;
  created_at: Millis;
  updated_at: Millis;
} & Bi<'name'>;

export interface EntityFilesTable {
  /** case, app, material, sdk, test. */
  entity_type: string;
  entity_id: number;
  file_id: number;
  sort: number;
}

export type PlatformsTable = {
  id: Generated<number>;
  code: string;
  url: string;
  needs_authorization: number;
  trial_days: number;
  sort: number;
} & Bi<'name'> &
  Bi<'description'>;

export interface UserPlatformsTable {
  user_id: number;
  platform_id: number;
  /** trial or active. */
  state: string;
  trial_ends_at: Millis | null;
  updated_at: Millis;
}
export interface DeviceAuthorizationsTable {
  user_id: number;
  platform_id: number;
  device_quantity: number;
  granted_by: string;
  granted_at: Millis;
}
export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  serial: string;
  service_password: string;
  created_at: Millis;
}
export interface AppPurchasesTable {
  user_id: number;
  app_id: number;
  created_at: Millis;
}
export interface AdminAccountsTable {
  id: Generated<number>;
  owner_id: number;
  username: string;
  name: string;
  platform_id: number;
  created_at: Millis;
}

export interface ShareLinksTable {
  id: Generated<number>;
  /** SHA-256 of the raw token, which only the sharer ever sees. */
  token_hash: string;
  user_id: number;
  /** 1 solution case, 2 catalogue file, 3 document article. */
  entity_type: number;
  entity_id: number;
  need_login: number;
  /** App path of the shared page, without the token. */
  redirect_url: string;
  created_at: Millis;
  /** Null for links that need login (they do not expire). */
  expires_at: Millis | null;
}

export interface FavouritesTable {
  id: Generated<number>;
  user_id: number;
  /** 1 solution case, 2 catalogue file, 3 document article. */
  entity_type: number;
  entity_id: number;
  topped_at: Millis | null;
  /** The user's own name for it (rename); null shows the entity's name. */
  label: string | null;
  created_at: Millis;
}
