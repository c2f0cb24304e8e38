import type { ClassificationNode, Lang } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { filesOf, iso, parseJson, t } from './shared.js';

type ParamRow = {
  name: string;
  type: string;
  required?: boolean;
  default?: string;
  description_zh: string;
  description_en: string;
};

/** API reference, SDKs (general and per model) and test packages. */
export class DeveloperService {
  constructor(private readonly db: Db) {}

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

  async apis(categoryId: number | undefined, lang: Lang) {
    let q = this.db.selectFrom('api_entries').selectAll();
    if (categoryId) {
      const all = await this.db.selectFrom('api_categories').select(['id', 'parent_id']).execute();
      const ids = [categoryId];
      for (let i = 0; i < ids.length; i++)
        for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
      q = q.where('category_id', 'in', ids);
    }
    const rows = await q.orderBy('category_id').orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({
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
    }));
  }

  async sdks(kind: 'general' | 'model', productId: number | undefined, lang: Lang) {
    let q = this.db
      .selectFrom('sdks')
      .leftJoin('products', 'products.id', 'sdks.product_id')
      .selectAll('sdks')
      .select(['products.model'])
      .where('sdks.kind', '=', kind);
    if (productId) q = q.where('sdks.product_id', '=', productId);
    const rows = await q.orderBy('sdks.updated_at', 'desc').orderBy('sdks.id').execute();
    const files = await filesOf(
      this.db,
      'sdk',
      rows.map((r) => r.id),
      lang,
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind === 'model' ? ('model' as const) : ('general' as const),
      name: t(r, 'name', lang),
      version: r.version,
      description: t(r, 'description', lang),
      product: r.product_id !== null && r.model ? { id: r.product_id, model: r.model } : null,
      updateTime: iso(r.updated_at),
      files: files.get(r.id) ?? [],
    }));
  }

  /** Models that have a model-specific SDK. */
  async sdkProducts(lang: Lang) {
    const rows = await this.db
      .selectFrom('products')
      .selectAll()
      .where(
        'id',
        'in',
        this.db
          .selectFrom('sdks')
          .select('product_id')
          .where('kind', '=', 'model')
          .where('product_id', 'is not', null)
          .$narrowType<{ product_id: number }>(),
      )
      .orderBy('sort')
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
    return (await filesOf(this.db, 'sdk', [sdkId], lang)).get(sdkId) ?? [];
  }

  async testPackages(productId: number | undefined, lang: Lang) {
    let q = this.db
      .selectFrom('test_packages')
      .leftJoin('products', 'products.id', 'test_packages.product_id')
      .selectAll('test_packages')
      .select(['products.model']);
    if (productId) q = q.where('test_packages.product_id', '=', productId);
    const rows = await q
      .orderBy('test_packages.updated_at', 'desc')
      .orderBy('test_packages.id')
      .execute();
    const files = await filesOf(
      this.db,
      'test',
      rows.map((r) => r.id),
      lang,
    );
    return rows.map((r) => ({
      id: r.id,
      name: t(r, 'name', lang),
      version: r.version,
      description: t(r, 'description', lang),
      product: r.product_id !== null && r.model ? { id: r.product_id, model: r.model } : null,
      updateTime: iso(r.updated_at),
      files: files.get(r.id) ?? [],
    }));
  }
}
