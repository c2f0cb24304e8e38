import {
  APP_PATHS,
  APP_PASSED_STATUSES,
  type AppSummary,
  type CheckingData,
  type Lang,
  type Page,
} from '@seuiot/contract';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { DevicesService } from '../devices/devices.service.js';
import { AppError } from '../../http/app-error.js';
import { pagedList, TtlCache } from '../../db/paging.js';
import { iso, t } from '../../lib/text.js';
import { shared } from '../../http/answer-json.js';
import type { AppFilter, Channel, MarketplaceRepo } from './marketplace.repo.js';

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

type AppQuery = AppFilter & { pageNum: number; pageSize: number };

/** The app market, the ecosystem software and device adaptation. */
export class MarketplaceService {
  private readonly counts = new TtlCache<number>(30_000);
  /** Pages without a keyword are kept 2 s. */
  private readonly pages = new TtlCache<Page<AppSummary>>(2_000, 1000, shared);

  constructor(
    private readonly repo: MarketplaceRepo,
    private readonly catalogueFiles: CatalogueFilesService,
    private readonly devices: DevicesService,
    private readonly apiPrefix = '/api',
  ) {}

  /**
   * Forgets the kept list pages and totals: a developer released, unreleased or published an app
   * (the apps module calls it after the commit), so the market's lists show it at once on this
   * server. Other servers and the admin commands' changes show within the pages' 2 s, the totals'
   * 30 s (decision 0015).
   */
  forgetLists(): void {
    this.pages.clear();
    this.counts.clear('apps:');
  }

  async list(channel: Channel, q: AppQuery, lang: Lang): Promise<Page<AppSummary>> {
    if (q.keyword) return this.load(channel, q, lang);
    const key = `${channel}:${lang}:${q.classificationId ?? ''}:${q.productId ?? ''}:${q.chargeType ?? ''}:${q.pageNum}:${q.pageSize}`;
    return this.pages.get(key, () => this.load(channel, q, lang));
  }

  private async load(channel: Channel, q: AppQuery, lang: Lang): Promise<Page<AppSummary>> {
    const source = this.repo.ids(channel, q, lang);
    const key = `apps:${channel}:${q.classificationId ?? ''}:${q.productId ?? ''}:${q.chargeType ?? ''}`;
    return pagedList(
      q,
      q.keyword ? source.count : () => this.counts.get(key, source.count),
      (w) => this.repo.byIds(source.ids(w)),
      (rows) => this.summaries(rows, lang),
    );
  }

  private async summaries(rows: AppRow[], lang: Lang): Promise<AppSummary[]> {
    const classIds = [...new Set(rows.map((r) => r.classification_id))];
    const classes = classIds.length ? await this.repo.classifications(classIds) : [];
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
    return this.summaries(await this.repo.recommended(size), lang);
  }

  async detail(id: number, lang: Lang) {
    const row = await this.repo.released(id);
    if (!row) throw new AppError('A0078');
    const [summary] = await this.summaries([row], lang);
    const [media, devices, files] = await Promise.all([
      this.repo.media(id),
      this.repo.productsOf(id),
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
      // A developer's app (decision 0015): the current version's release notes and package.
      updateContent: t(row, 'update', lang),
      package:
        row.current_version_id !== null
          ? {
              versionId: row.current_version_id,
              size: row.package_size,
              url: `${this.apiPrefix}${APP_PATHS.marketDownload.path}?appId=${row.id}`,
            }
          : null,
    };
  }

  async files(id: number, lang: Lang) {
    if (!(await this.repo.released(id))) throw new AppError('A0078');
    return await this.catalogueFiles.of('app', id, lang);
  }

  /** App classifications (the market's filter). */
  async classifications(lang: Lang) {
    return this.devices.classifications('app', lang);
  }

  /** Models for the adaptation query. */
  async products(lang: Lang) {
    return this.devices.products(lang);
  }

  /**
   * Checking data of a model: every released app with whether it passed adaptation on it.
   * Lists adapted apps first.
   */
  async checkingData(productId: number, lang: Lang): Promise<CheckingData> {
    const product = await this.devices.product(productId, lang);
    const adapted = new Set(await this.repo.adaptedTo(productId));
    const rows = await this.repo.allReleased();
    const list = (await this.summaries(rows, lang)).map((a) => ({
      ...a,
      adapted: adapted.has(a.id),
    }));
    list.sort((a, b) => Number(b.adapted) - Number(a.adapted));
    return {
      product: { id: product.id, model: product.model, name: product.name },
      // Of the apps listed: an adaptation record of an unreleased app is not counted.
      adaptedCount: list.filter((a) => a.adapted).length,
      totalCount: list.length,
      apps: list,
    };
  }

  /**
   * The signed-in developer's own apps, released or not: those that passed their first review
   * (a draft or an app waiting for its first decision is in the developer area, not here).
   */
  async mine(userId: number, lang: Lang) {
    const rows = await this.repo.byDeveloper(userId, APP_PASSED_STATUSES);
    return rows.map((r) => ({
      id: r.id,
      name: t(r, 'name', lang),
      icon: r.icon,
      versionName: r.version_name,
      released: r.released === 1,
    }));
  }
}
