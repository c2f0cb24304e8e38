import type {
  DeviceApplicable,
  EquipmentDevice,
  EquipmentGroup,
  Lang,
  Page,
  SolutionCaseSummary,
} from '@seuiot/contract';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { DevicesService } from '../devices/devices.service.js';
import { AppError } from '../../http/app-error.js';
import { pagedList, TtlCache } from '../../db/paging.js';
import { iso, t } from '../../lib/text.js';
import { shared } from '../../http/answer-json.js';
import type { SolutionsRepo } from './solutions.repo.js';

type CaseRow = {
  id: number;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  cover: string;
  price: number;
  views: number;
  created_at: number;
};

const PRICE_NOTE = { zh: '价格面议', en: 'Price on request' };

type CaseQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  industryId?: number | undefined;
  productId?: number | undefined;
};

/** Solution cases: filtered lists, device-applicable query, detail with files. */
export class SolutionsService {
  private readonly counts = new TtlCache<number>(30_000);
  /** Pages without a keyword are kept 2 s: the public lists are read far more than written. */
  private readonly pages = new TtlCache<Page<SolutionCaseSummary>>(2_000, 1000, shared);

  constructor(
    private readonly repo: SolutionsRepo,
    private readonly catalogueFiles: CatalogueFilesService,
    private readonly devices: DevicesService,
  ) {}

  async industries(lang: Lang) {
    const rows = await this.repo.industries();
    return rows.map((r) => ({ id: r.id, name: t(r, 'name', lang) }));
  }

  async list(q: CaseQuery, lang: Lang): Promise<Page<SolutionCaseSummary>> {
    if (q.keyword) return this.load(q, lang);
    return this.pages.get(
      `${lang}:${q.industryId ?? ''}:${q.productId ?? ''}:${q.pageNum}:${q.pageSize}`,
      () => this.load(q, lang),
    );
  }

  /** Reads the page's ids first (SolutionsRepo.ids), then only its cases. */
  private async load(q: CaseQuery, lang: Lang): Promise<Page<SolutionCaseSummary>> {
    const source = this.repo.ids(q, lang);
    return pagedList(
      q,
      q.keyword
        ? source.count
        : () => this.counts.get(`cases:${q.industryId ?? ''}:${q.productId ?? ''}`, source.count),
      (w) => this.repo.byIds(source.ids(w)),
      (rows) => this.summaries(rows, lang),
    );
  }

  async recommended(lang: Lang, size = 6): Promise<SolutionCaseSummary[]> {
    return this.summaries(await this.repo.newest({ recommended: true }, lang, size), lang);
  }

  private async summaries(rows: CaseRow[], lang: Lang): Promise<SolutionCaseSummary[]> {
    const ids = rows.map((r) => r.id);
    const [inds, devs] = ids.length
      ? await Promise.all([this.repo.industriesOf(ids), this.repo.productsOf(ids)])
      : [[], []];
    return rows.map((r) => ({
      id: r.id,
      title: t(r, 'title', lang),
      summary: t(r, 'summary', lang),
      cover: r.cover,
      price: r.price,
      priceNote: r.price > 0 ? '' : PRICE_NOTE[lang],
      industries: inds
        .filter((i) => i.case_id === r.id)
        .map((i) => ({ id: i.id, name: t(i, 'name', lang) })),
      devices: devs.filter((d) => d.case_id === r.id).map((d) => ({ id: d.id, model: d.model })),
      views: r.views,
      createTime: iso(r.created_at),
    }));
  }

  /** Detail with its files; each opening counts as a view. */
  async detail(id: number, lang: Lang) {
    const row = await this.repo.published(id);
    if (!row) throw new AppError('A0078');
    await this.repo.countView(id);
    const [summary] = await this.summaries([{ ...row, views: row.views + 1 }], lang);
    const files = await this.catalogueFiles.of('case', id, lang);
    return { ...summary!, content: t(row, 'content', lang), files };
  }

  async files(id: number, lang: Lang) {
    if (!(await this.repo.published(id))) throw new AppError('A0078');
    return await this.catalogueFiles.of('case', id, lang);
  }

  /** Device models that some case applies to (the device filter). */
  async equipment(lang: Lang): Promise<EquipmentDevice[]> {
    const rows = await this.repo.caseProducts();
    return rows.map((r) => ({
      id: r.id,
      model: r.model,
      name: t(r, 'name', lang),
      classificationId: r.classification_id,
    }));
  }

  /** The device filter grouped by classification. */
  async equipmentGrouped(lang: Lang): Promise<EquipmentGroup[]> {
    const list = await this.equipment(lang);
    const classes = await this.repo.productClassifications();
    return classes
      .map((c) => ({
        id: c.id,
        name: t(c, 'name', lang),
        devices: list.filter((d) => d.classificationId === c.id),
      }))
      .filter((g) => g.devices.length > 0);
  }

  /** Device-applicable query: for a model, the cases and the market apps adapted to it. */
  async forDevice(productId: number, lang: Lang): Promise<DeviceApplicable> {
    const product = await this.devices.product(productId, lang);
    const cases = await this.repo.newest({ productId }, lang, 50);
    const apps = await this.repo.appsFor(productId);
    return {
      product: { id: product.id, model: product.model, name: product.name },
      cases: await this.summaries(cases, lang),
      apps: apps.map((a) => ({
        id: a.id,
        name: t(a, 'name', lang),
        icon: a.icon,
        versionName: a.version_name,
      })),
    };
  }
}
