import type {
  ApiEntry,
  CatalogueFile,
  ClassificationNode,
  Lang,
  Page,
  PageQuery,
  ProductRef,
  Sdk,
  TestPackage,
} from '@seuiot/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { Db } from '../../db/kysely.js';
import type { Database } from '../../db/tables.js';
import { pageWindow, TtlCache, idSource } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, parseJson, t } from '../../lib/text.js';

type ParamRow = {
  name: string;
  type: string;
  required?: boolean;
  default?: string;
  description_zh: string;
  description_en: string;
};

/** API reference, SDKs (general and per model) and test packages. */
/** What an SDK and a test package show alike: a versioned release, maybe of one model, with files. */
function releaseView(
  r: {
    id: number;
    name_zh: string;
    name_en: string;
    description_zh: string;
    description_en: string;
    version: string;
    product_id: number | null;
    model: string | null;
    updated_at: number;
  },
  files: Map<number, CatalogueFile[]>,
  lang: Lang,
) {
  return {
    id: r.id,
    name: t(r, 'name', lang),
    version: r.version,
    description: t(r, 'description', lang),
    product: r.product_id !== null && r.model ? { id: r.product_id, model: r.model } : null,
    updateTime: iso(r.updated_at),
    files: files.get(r.id) ?? [],
  };
}

export class DeveloperService {
  private readonly counts = new TtlCache<number>(30_000);
  /** The category tree changes only through seeds and operators; kept 30 s. */
  private readonly categories = new TtlCache<{ id: number; parent_id: number | null }[]>(30_000);

  constructor(
    private readonly db: Db,
    private readonly catalogueFiles: CatalogueFilesService,
  ) {}

  async apiCategories(lang: Lang) {
    const rows = await this.db
      .selectFrom('api_categories')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: t(r, 'name', lang) }));
  }

  async apiCategoryTree(lang: Lang): Promise<ClassificationNode[]> {
    const flat = await this.apiCategories(lang);
    const nodes = new Map<number, ClassificationNode>(
      flat.map((c) => [c.id, { id: c.id, name: c.name, children: [] }]),
    );
    const roots: ClassificationNode[] = [];
    for (const c of flat)
      (c.parentId === null ? roots : (nodes.get(c.parentId)?.children ?? roots)).push(
        nodes.get(c.id)!,
      );
    return roots;
  }

  /** A category and all below it. */
  private async categoryBranch(categoryId: number): Promise<number[]> {
    const all = await this.categories.get('all', () =>
      this.db.selectFrom('api_categories').select(['id', 'parent_id']).execute(),
    );
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++)
      for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
    return ids;
  }

  /** A page of the API entries of a category branch (all without one): category, place, id. */
  async apis(
    q: PageQuery & { categoryId?: number | undefined },
    lang: Lang,
  ): Promise<Page<ApiEntry>> {
    let base = this.db.selectFrom('api_entries');
    if (q.categoryId)
      base = base.where('category_id', 'in', await this.categoryBranch(q.categoryId));
    const source = idSource(base, 'id', ['category_id', 'sort'], 'asc');
    const total = await this.counts.get(`apis:${q.categoryId ?? ''}`, source.count);
    const w = pageWindow(total, q.pageNum, q.pageSize);
    if (!w) return { list: [], total, pageNum: q.pageNum, pageSize: q.pageSize };
    const rows = await this.db
      .selectFrom('api_entries')
      .selectAll()
      .where('id', 'in', source.ids(w))
      .orderBy('category_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      list: rows.map((r) => ({
        id: r.id,
        categoryId: r.category_id,
        name: r.name,
        signature: r.signature,
        description: t(r, 'description', lang),
        params: parseJson<ParamRow[]>(r.params, []).map((p) => ({
          name: p.name,
          type: p.type,
          required: p.required ?? false,
          description: lang === 'en' ? p.description_en : p.description_zh,
        })),
        returns: t(r, 'returns', lang),
        example: r.example,
      })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** A page of the general SDKs, or of the model SDKs (of one model or all), newest first. */
  async sdks(
    kind: 'general' | 'model',
    q: PageQuery & { productId?: number | undefined },
    lang: Lang,
  ): Promise<Page<Sdk>> {
    let base = this.db.selectFrom('sdks').where('kind', '=', kind);
    if (q.productId) base = base.where('product_id', '=', q.productId);
    const source = idSource(base, 'id', 'updated_at');
    const total = await this.counts.get(`sdks:${kind}:${q.productId ?? ''}`, source.count);
    const w = pageWindow(total, q.pageNum, q.pageSize);
    if (!w) return { list: [], total, pageNum: q.pageNum, pageSize: q.pageSize };
    const rows = await this.db
      .selectFrom('sdks')
      .leftJoin('products', 'products.id', 'sdks.product_id')
      .selectAll('sdks')
      .select(['products.model'])
      .where('sdks.id', 'in', source.ids(w))
      .orderBy('sdks.updated_at', 'desc')
      .orderBy('sdks.id', 'desc')
      .execute();
    const files = await this.catalogueFiles.attached(
      'sdk',
      rows.map((r) => r.id),
      lang,
    );
    return {
      list: rows.map((r) => ({
        kind: r.kind === 'model' ? ('model' as const) : ('general' as const),
        ...releaseView(r, files, lang),
      })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** Models that have a model-specific SDK. */
  sdkProducts(lang: Lang): Promise<ProductRef[]> {
    return this.productsIn(
      this.db
        .selectFrom('sdks')
        .select('product_id')
        .where('kind', '=', 'model')
        .where('product_id', 'is not', null)
        .$narrowType<{ product_id: number }>(),
      lang,
    );
  }

  /** The models a subquery names, in catalogue order (the filters of the model lists). */
  private async productsIn(
    productIds: SelectQueryBuilder<Database, 'sdks' | 'test_packages', { product_id: number }>,
    lang: Lang,
  ): Promise<ProductRef[]> {
    const rows = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', productIds)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, model: r.model, name: t(r, 'name', lang) }));
  }

  async sdkParameters(sdkId: number, lang: Lang) {
    const row = await this.db
      .selectFrom('sdks')
      .select('params')
      .where('id', '=', sdkId)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return parseJson<ParamRow[]>(row.params, []).map((p) => ({
      name: p.name,
      type: p.type,
      defaultValue: p.default ?? '',
      description: lang === 'en' ? p.description_en : p.description_zh,
    }));
  }

  async sdkFiles(sdkId: number, lang: Lang) {
    const row = await this.db
      .selectFrom('sdks')
      .select('id')
      .where('id', '=', sdkId)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return await this.catalogueFiles.of('sdk', sdkId, lang);
  }

  /** A page of the test packages, of one model or all, newest first. */
  async testPackages(
    q: PageQuery & { productId?: number | undefined },
    lang: Lang,
  ): Promise<Page<TestPackage>> {
    let base = this.db.selectFrom('test_packages');
    if (q.productId) base = base.where('product_id', '=', q.productId);
    const source = idSource(base, 'id', 'updated_at');
    const total = await this.counts.get(`tests:${q.productId ?? ''}`, source.count);
    const w = pageWindow(total, q.pageNum, q.pageSize);
    if (!w) return { list: [], total, pageNum: q.pageNum, pageSize: q.pageSize };
    const rows = await this.db
      .selectFrom('test_packages')
      .leftJoin('products', 'products.id', 'test_packages.product_id')
      .selectAll('test_packages')
      .select(['products.model'])
      .where('test_packages.id', 'in', source.ids(w))
      .orderBy('test_packages.updated_at', 'desc')
      .orderBy('test_packages.id', 'desc')
      .execute();
    const files = await this.catalogueFiles.attached(
      'test',
      rows.map((r) => r.id),
      lang,
    );
    return {
      list: rows.map((r) => releaseView(r, files, lang)),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** Models that have a test package (the test packages' model filter). */
  testProducts(lang: Lang): Promise<ProductRef[]> {
    return this.productsIn(
      this.db
        .selectFrom('test_packages')
        .select('product_id')
        .where('product_id', 'is not', null)
        .$narrowType<{ product_id: number }>(),
      lang,
    );
  }
}
