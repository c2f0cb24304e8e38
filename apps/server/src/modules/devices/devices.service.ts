import type {
  ClassificationNode,
  Lang,
  Product,
  ProductGroup,
  ProductTreeNode,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { TtlCache } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { parseJson, t } from '../../lib/text.js';

type SpecRow = { label_zh: string; label_en: string; value_zh: string; value_en: string };

/** Classifications and device models. */
export class ProductsService {
  /** The classification tree changes only through seeds and operators; kept 30 s. */
  private readonly tree = new TtlCache<{ id: number; parent_id: number | null }[]>(30_000);

  constructor(private readonly db: Db) {}

  async classifications(kind: string, lang: Lang) {
    const rows = await this.db
      .selectFrom('classifications')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: t(r, 'name', lang) }));
  }

  async classificationTree(kind: string, lang: Lang): Promise<ClassificationNode[]> {
    const flat = await this.classifications(kind, lang);
    const nodes = new Map<number, ClassificationNode>(
      flat.map((c) => [c.id, { id: c.id, name: c.name, children: [] }]),
    );
    const roots: ClassificationNode[] = [];
    for (const c of flat) {
      const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
      (parent ? parent.children : roots).push(nodes.get(c.id)!);
    }
    return roots;
  }

  /** A classification and all below it (download centre filters by a branch). */
  async branchIds(rootId: number): Promise<number[]> {
    const all = await this.tree.get('all', () =>
      this.db.selectFrom('classifications').select(['id', 'parent_id']).execute(),
    );
    const out = [rootId];
    for (let i = 0; i < out.length; i++)
      for (const c of all) if (c.parent_id === out[i]) out.push(c.id);
    return out;
  }

  toProduct(
    r: {
      id: number;
      model: string;
      classification_id: number;
      image: string;
      specs: string;
      name_zh: string;
      name_en: string;
      summary_zh: string;
      summary_en: string;
    },
    lang: Lang,
  ): Product {
    return {
      id: r.id,
      model: r.model,
      name: t(r, 'name', lang),
      classificationId: r.classification_id,
      summary: t(r, 'summary', lang),
      image: r.image,
      specs: parseJson<SpecRow[]>(r.specs, []).map((s) => ({
        label: lang === 'en' ? s.label_en : s.label_zh,
        value: lang === 'en' ? s.value_en : s.value_zh,
      })),
    };
  }

  async products(
    lang: Lang,
    opts: { classificationId?: number | undefined; ids?: number[] | undefined } = {},
  ): Promise<Product[]> {
    let q = this.db.selectFrom('products').selectAll().where('status', '=', 1);
    if (opts.classificationId)
      q = q.where('classification_id', 'in', await this.branchIds(opts.classificationId));
    if (opts.ids) q = q.where('id', 'in', opts.ids.length ? opts.ids : [-1]);
    const rows = await q.orderBy('sort').orderBy('id').execute();
    return rows.map((r) => this.toProduct(r, lang));
  }

  /** Products grouped under their first-level classification. */
  async byFirstLevel(lang: Lang): Promise<ProductGroup[]> {
    const tree = await this.classificationTree('product', lang);
    const products = await this.products(lang);
    const result = [];
    for (const root of tree) {
      const ids = new Set<number>();
      const walk = (n: ClassificationNode) => {
        ids.add(n.id);
        n.children.forEach(walk);
      };
      walk(root);
      result.push({
        id: root.id,
        name: root.name,
        products: products.filter((p) => ids.has(p.classificationId)),
      });
    }
    return result;
  }

  /** Classification tree with the models under each node. */
  async productTree(lang: Lang): Promise<ProductTreeNode[]> {
    const tree = await this.classificationTree('product', lang);
    const products = await this.products(lang);
    const attach = (n: ClassificationNode): ProductTreeNode => ({
      id: n.id,
      name: n.name,
      children: n.children.map(attach),
      products: products
        .filter((p) => p.classificationId === n.id)
        .map((p) => ({ id: p.id, model: p.model, name: p.name })),
    });
    return tree.map(attach);
  }

  /** A model with the ones of its classification, and how many cases and apps name it. */
  async about(productId: number, lang: Lang) {
    const row = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    const [related, cases, apps] = await Promise.all([
      this.products(lang, { classificationId: row.classification_id }),
      this.db
        .selectFrom('case_products')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('app_products')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      product: this.toProduct(row, lang),
      related: related.filter((p) => p.id !== productId),
      caseCount: Number(cases.n),
      appCount: Number(apps.n),
    };
  }

  /** The classification chain above a model, root first. */
  async superior(productId: number, lang: Lang) {
    const row = await this.db
      .selectFrom('products')
      .select('classification_id')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    const all = await this.classifications('product', lang);
    const chain = [];
    let cur = all.find((c) => c.id === row.classification_id);
    while (cur) {
      chain.unshift({ id: cur.id, name: cur.name });
      const parentId = cur.parentId;
      cur = parentId === null ? undefined : all.find((c) => c.id === parentId);
    }
    return chain;
  }
}
