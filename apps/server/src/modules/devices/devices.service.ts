import type {
  ClassificationNode,
  Device,
  Lang,
  Page,
  Product,
  ProductGroup,
  ProductTreeNode,
} from '@seuiot/contract';
import { pagedList, TtlCache } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, parseJson, t } from '../../lib/text.js';
import type { DevicesRepo } from './devices.repo.js';

type SpecRow = { label_zh: string; label_en: string; value_zh: string; value_en: string };

type ProductRow = {
  id: number;
  model: string;
  classification_id: number;
  image: string;
  specs: string;
  name_zh: string;
  name_en: string;
  summary_zh: string;
  summary_en: string;
};

/**
 * Device models and their classifications (of every kind: products, apps, downloads), and the
 * customer's own devices. The marketplace and the download centre read classifications and models
 * through here.
 */
export class DevicesService {
  /** The classification tree changes only through seeds and operators; kept 30 s. */
  private readonly tree = new TtlCache<{ id: number; parent_id: number | null }[]>(30_000);

  constructor(private readonly repo: DevicesRepo) {}

  async classifications(kind: string, lang: Lang) {
    const rows = await this.repo.classifications(kind);
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
    const all = await this.tree.get('all', () => this.repo.classificationLinks());
    const out = [rootId];
    for (let i = 0; i < out.length; i++)
      for (const c of all) if (c.parent_id === out[i]) out.push(c.id);
    return out;
  }

  toProduct(r: ProductRow, lang: Lang): Product {
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
    const rows = await this.repo.products({
      classificationIds: opts.classificationId
        ? await this.branchIds(opts.classificationId)
        : undefined,
      ids: opts.ids,
    });
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

  /** A listed model (A0078 when there is none). */
  async product(productId: number, lang: Lang): Promise<Product> {
    const row = await this.repo.product(productId);
    if (!row) throw new AppError('A0078');
    return this.toProduct(row, lang);
  }

  /** A model with the ones of its classification, and how many cases and apps name it. */
  async about(productId: number, lang: Lang) {
    const row = await this.repo.product(productId);
    if (!row) throw new AppError('A0078');
    const [related, counts] = await Promise.all([
      this.products(lang, { classificationId: row.classification_id }),
      this.repo.linkCounts(productId),
    ]);
    return {
      product: this.toProduct(row, lang),
      related: related.filter((p) => p.id !== productId),
      caseCount: counts.cases,
      appCount: counts.apps,
    };
  }

  /** The classification chain above a model, root first. */
  async superior(productId: number, lang: Lang) {
    const row = await this.repo.productClassification(productId);
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

  /** A page of my devices, newest first, searchable by a part of the serial. */
  async devices(
    userId: number,
    q: { pageNum: number; pageSize: number; serial?: string | undefined },
    lang: Lang,
  ): Promise<Page<Device>> {
    return pagedList(
      q,
      () => this.repo.countMine(userId, q.serial),
      (w) => this.repo.pageMine(userId, q.serial, w),
      (rows) =>
        rows.map((r) => ({
          id: r.id,
          serial: r.serial,
          model: r.model,
          productName: t(r, 'name', lang),
          createTime: iso(r.created_at),
        })),
    );
  }

  /** The service password of a device, only when the device is the user's (A0078 otherwise). */
  async servicePassword(userId: number, serial: string) {
    const row = await this.repo.device(userId, serial.trim().toUpperCase());
    if (!row) throw new AppError('A0078');
    return { serial: row.serial, model: row.model, password: row.service_password };
  }

  /** One of my devices by serial with its model (work orders record it), or null. */
  async ownDevice(
    userId: number,
    serial: string,
  ): Promise<{ serial: string; model: string } | null> {
    const row = await this.repo.device(userId, serial.trim().toUpperCase());
    return row ? { serial: row.serial, model: row.model } : null;
  }
}
