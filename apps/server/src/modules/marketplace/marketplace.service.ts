import { sql } from 'kysely';
import type { AppSummary, CheckingData, Lang, Page } from '@seuiot/contract';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { pageWindow, TtlCache, idSource, likePattern } from '../../db/paging.js';
import { iso, t } from '../../lib/text.js';
import { shared } from '../../http/answer-json.js';

type AppRow = {
  id: number;
  name_zh: string;
  name_en: string;
  summary_zh: string;
  summary_en: string;
  icon: string;
  charge_type: string;
  package_name: string;
  version_name: string;
  software_type: string;
  developer_name: string;
  downloads: number;
  updated_at: number;
  classification_id: number;
};

/** The app market, the ecosystem software and device adaptation. */
type AppQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  classificationId?: number | undefined;
  productId?: number | undefined;
  chargeType?: string | undefined;
};

export class AppsService {
  private readonly counts = new TtlCache<number>(30_000);
  /** Pages without a keyword are kept 2 s. */
  private readonly pages = new TtlCache<Page<AppSummary>>(2_000, 1000, shared);

  constructor(
    private readonly db: Db,
    private readonly catalogueFiles: CatalogueFilesService,
  ) {}

  private filtered(
    channel: string,
    q: {
      keyword?: string | undefined;
      classificationId?: number | undefined;
      productId?: number | undefined;
      chargeType?: string | undefined;
    },
    lang: Lang,
  ) {
    let base = this.db.selectFrom('apps').where('channel', '=', channel).where('released', '=', 1);
    if (q.classificationId) base = base.where('classification_id', '=', q.classificationId);
    if (q.chargeType) base = base.where('charge_type', '=', q.chargeType);
    if (q.productId)
      base = base.where(
        'id',
        'in',
        this.db.selectFrom('app_products').select('app_id').where('product_id', '=', q.productId),
      );
    if (q.keyword) {
      const p = likePattern(q.keyword);
      const name = lang === 'en' ? 'name_en' : 'name_zh';
      base = base.where(
        sql<boolean>`(lower(${sql.ref(name)}) like ${p} escape '\\' or lower(package_name) like ${p} escape '\\')`,
      );
    }
    return base;
  }

  async list(channel: 'market' | 'ecology', q: AppQuery, lang: Lang): Promise<Page<AppSummary>> {
    if (q.keyword) return this.load(channel, q, lang);
    const key = `${channel}:${lang}:${q.classificationId ?? ''}:${q.productId ?? ''}:${q.chargeType ?? ''}:${q.pageNum}:${q.pageSize}`;
    return this.pages.get(key, () => this.load(channel, q, lang));
  }

  private async load(
    channel: 'market' | 'ecology',
    q: AppQuery,
    lang: Lang,
  ): Promise<Page<AppSummary>> {
    // The adaptation query (model only) pages from the link table's covering index.
    const source =
      q.productId && !q.keyword && !q.classificationId && !q.chargeType
        ? idSource(
            this.db
              .selectFrom('app_products')
              .where('product_id', '=', q.productId)
              .where('channel', '=', channel)
              .where('released', '=', 1),
            'app_id',
            'updated_at',
          )
        : idSource(this.filtered(channel, q, lang), 'id', 'updated_at');
    const key = `apps:${channel}:${q.classificationId ?? ''}:${q.productId ?? ''}:${q.chargeType ?? ''}`;
    const total = q.keyword ? await source.count() : await this.counts.get(key, source.count);
    const w = pageWindow(total, q.pageNum, q.pageSize);
    if (!w) return { list: [], total, pageNum: q.pageNum, pageSize: q.pageSize };
    const ids = source.ids(w);
    const rows = await this.db
      .selectFrom('apps')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      list: await this.summaries(rows, lang),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  private async summaries(rows: AppRow[], lang: Lang): Promise<AppSummary[]> {
    const classIds = [...new Set(rows.map((r) => r.classification_id))];
    const classes = classIds.length
      ? await this.db
          .selectFrom('classifications')
          .selectAll()
          .where('id', 'in', classIds)
          .execute()
      : [];
    return rows.map((r) => {
      const c = classes.find((x) => x.id === r.classification_id);
      return {
        id: r.id,
        name: t(r, 'name', lang),
        icon: r.icon,
        summary: t(r, 'summary', lang),
        chargeType: r.charge_type === 'paid' ? 'paid' : 'free',
        packageName: r.package_name,
        versionName: r.version_name,
        softwareType: r.software_type,
        classification: c ? t(c, 'name', lang) : '',
        developer: r.developer_name,
        downloads: r.downloads,
        updateTime: iso(r.updated_at),
      };
    });
  }

  async recommended(lang: Lang, size = 8): Promise<AppSummary[]> {
    const rows = await this.db
      .selectFrom('apps')
      .selectAll()
      .where('released', '=', 1)
      .where('recommended', '=', 1)
      .orderBy('downloads', 'desc')
      .orderBy('id')
      .limit(size)
      .execute();
    return this.summaries(rows, lang);
  }

  async detail(id: number, lang: Lang) {
    const row = await this.db
      .selectFrom('apps')
      .selectAll()
      .where('id', '=', id)
      .where('released', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    const [summary] = await this.summaries([row], lang);
    const [media, devices, files] = await Promise.all([
      this.db
        .selectFrom('app_media')
        .select(['kind', 'url'])
        .where('app_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('app_products')
        .innerJoin('products', 'products.id', 'app_products.product_id')
        .select(['products.id', 'products.model', 'products.name_zh', 'products.name_en'])
        .where('app_products.app_id', '=', id)
        .orderBy('products.sort')
        .execute(),
      this.catalogueFiles.attached('app', [id], lang),
    ]);
    return {
      ...summary!,
      intro: t(row, 'intro', lang),
      versionCode: row.version_code,
      media: media.map((m) => ({
        kind: m.kind === 'video' ? ('video' as const) : ('image' as const),
        url: m.url,
      })),
      devices: devices.map((d) => ({ id: d.id, model: d.model, name: t(d, 'name', lang) })),
      files: files.get(id) ?? [],
    };
  }

  async files(id: number, lang: Lang) {
    const row = await this.db
      .selectFrom('apps')
      .select('id')
      .where('id', '=', id)
      .where('released', '=', 1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return await this.catalogueFiles.of('app', id, lang);
  }

  /**
   * Checking data of a model: every released app with whether it passed adaptation on it.
   * Lists adapted apps first.
   */
  async checkingData(productId: number, lang: Lang): Promise<CheckingData> {
    const product = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!product) throw new AppError('A0078');
    const adapted = new Set(
      (
        await this.db
          .selectFrom('app_products')
          .select('app_id')
          .where('product_id', '=', productId)
          .execute()
      ).map((r) => r.app_id),
    );
    const rows = await this.db
      .selectFrom('apps')
      .selectAll()
      .where('released', '=', 1)
      .orderBy('id')
      .execute();
    const list = (await this.summaries(rows, lang)).map((a) => ({
      ...a,
      adapted: adapted.has(a.id),
    }));
    list.sort((a, b) => Number(b.adapted) - Number(a.adapted));
    return {
      product: { id: product.id, model: product.model, name: t(product, 'name', lang) },
      // Of the apps listed: an adaptation record of an unreleased app is not counted.
      adaptedCount: list.filter((a) => a.adapted).length,
      totalCount: list.length,
      apps: list,
    };
  }

  /** The signed-in developer's own apps, released or not. */
  async mine(userId: number, lang: Lang) {
    const rows = await this.db
      .selectFrom('apps')
      .selectAll()
      .where('developer_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: t(r, 'name', lang),
      icon: r.icon,
      versionName: r.version_name,
      released: r.released === 1,
    }));
  }
}
