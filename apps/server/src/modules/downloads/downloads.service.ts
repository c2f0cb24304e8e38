import type { DownloadFile, DownloadListQuery, Lang, Page } from '@seuiot/contract';
import { fileView } from '../files/catalogue-files.service.js';
import { pagedList, TtlCache } from '../../db/paging.js';
import { shared } from '../../http/answer-json.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { DownloadsRepo } from './downloads.repo.js';

type DownloadPage = Page<DownloadFile>;

/** The download centre: files by classification branch, searchable, paged. */
export class DownloadsService {
  private readonly counts = new TtlCache<number>(30_000);
  private readonly pages = new TtlCache<DownloadPage>(2_000, 1000, shared);

  constructor(
    private readonly repo: DownloadsRepo,
    /** The classifications are the devices area's. */
    private readonly devices: DevicesService,
  ) {}

  /** The download centre's classification tree. */
  categories(lang: Lang) {
    return this.devices.classificationTree('download', lang);
  }

  async page(q: DownloadListQuery, lang: Lang): Promise<DownloadPage> {
    if (q.keyword) return this.load(q, lang);
    return this.pages.get(`${lang}:${q.classificationId ?? ''}:${q.pageNum}:${q.pageSize}`, () =>
      this.load(q, lang),
    );
  }

  private async load(q: DownloadListQuery, lang: Lang): Promise<DownloadPage> {
    const f = {
      lang,
      keyword: q.keyword,
      classificationIds: q.classificationId
        ? await this.devices.branchIds(q.classificationId)
        : undefined,
    };
    return pagedList(
      q,
      q.keyword
        ? () => this.repo.count(f)
        : () => this.counts.get(`downloads:${q.classificationId ?? ''}`, () => this.repo.count(f)),
      (w) => this.repo.page(f, w),
      (rows) => rows.map((r) => ({ ...fileView(r, lang), classificationId: r.classification_id })),
    );
  }
}
