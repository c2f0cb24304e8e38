import type {
  Lang,
  MyAppDetail,
  MyAppListQuery,
  MyAppRow,
  Page,
  Review,
  ReviewClock,
} from '@seuiot/contract';
import { pagedList } from '../../db/paging.js';
import { iso, pick } from '../../lib/text.js';
import type { AppRow, AppsRepo, UploadRow } from './apps.repo.js';
import type { ReviewService } from './review.service.js';
import { appActions, marketFallback, passed } from './rules.js';
import type { VersionsService } from './versions.service.js';
import {
  editListing,
  fileUrl,
  reasonViews,
  reviewView,
  rowListing,
  type Category,
  type MediumRef,
} from './views.js';

type Categories = Map<number, NonNullable<Category>>;

function fallbackOf(
  v: { id: number; version_name: string; version_code: number | null } | undefined,
): MyAppDetail['marketFallback'] {
  return v ? { id: v.id, versionName: v.version_name, versionCode: v.version_code ?? 0 } : null;
}

/**
 * The reads of a developer's apps (AppsService answers them; the caller has checked the app is
 * the developer's): the list with the review clock, one app for the view and edit pages, its
 * files and its review decisions.
 */
export class AppReads {
  constructor(
    private readonly repo: AppsRepo,
    private readonly versions: VersionsService,
    private readonly reviews: ReviewService,
    private readonly apiPrefix: string,
  ) {}

  private async categories(): Promise<Categories> {
    return new Map((await this.repo.categories()).map((c) => [c.id, c]));
  }

  /** The app categories (the market's app classifications), both names and the request's. */
  async categoryList(lang: Lang) {
    return (await this.repo.categories()).map((c) => ({
      id: c.id,
      name: pick(lang, c.name_zh, c.name_en),
      nameZh: c.name_zh,
      nameEn: c.name_en,
    }));
  }

  // ---- reads

  /** My apps, newest first, with the review clock. */
  async list(
    userId: number,
    q: MyAppListQuery,
    lang: Lang,
  ): Promise<Page<MyAppRow> & { reviewClock: ReviewClock }> {
    const source = this.repo.myApps(userId, {
      reviewStatus: q.reviewStatus,
      released: q.shelfStatus === undefined ? undefined : q.shelfStatus === 'launched',
      keyword: q.keyword,
    });
    const page = await pagedList(
      q,
      source.count,
      (w) => this.repo.appsByIds(source.ids(w)),
      (rows) => this.rows(rows, lang),
    );
    return { ...page, reviewClock: await this.reviews.clock() };
  }

  private async rows(apps: AppRow[], lang: Lang): Promise<MyAppRow[]> {
    const ids = apps.map((a) => a.id);
    const [edits, highest, reviews, categories] = await Promise.all([
      this.repo.edits(ids),
      this.repo.highestVersions(ids),
      this.repo.latestReviews(
        'app',
        apps
          .filter((a) => a.review_status === 'rejected' || a.review_status === 'updateRejected')
          .map((a) => a.id),
      ),
      this.categories(),
    ]);
    return apps.map((app) => {
      const edit = edits.find((e) => e.app_id === app.id);
      const working = edit ?? app;
      const review = reviews.find((r) => r.app_id === app.id && r.outcome === 'rejected');
      const category = categories.get(working.classification_id);
      const icon =
        edit?.icon_file_id != null ? fileUrl(this.apiPrefix, edit.icon_file_id) : app.icon;
      const top = highest.find((v) => v.app_id === app.id);
      return {
        id: app.id,
        name: pick(lang, working.name_zh, working.name_en),
        icon,
        packageName: app.package_name,
        versionName: app.version_name,
        versionCode: app.version_code || null,
        category: category ? pick(lang, category.name_zh, category.name_en) : '',
        reviewStatus: app.review_status as MyAppRow['reviewStatus'],
        shelfStatus: app.released === 1 ? 'launched' : 'ready',
        hasPendingChanges: !!edit,
        downloads: app.downloads,
        createTime: iso(Number(app.created_at)),
        submitTime: app.submitted_at === null ? null : iso(Number(app.submitted_at)),
        reviewTime: app.reviewed_at === null ? null : iso(Number(app.reviewed_at)),
        rejectReasons: review ? reasonViews(review.reasons, lang) : [],
        rejectNote: review?.note ?? '',
        takenDownReason: app.taken_down_reason,
        actions: appActions(app, !!edit, top ? [top] : []),
      };
    });
  }

  /** One of my apps for the view and edit pages. */
  async detailOf(app: AppRow, lang: Lang): Promise<MyAppDetail> {
    const [edit, media, versions, review, categories] = await Promise.all([
      this.repo.edit(app.id),
      this.repo.media([app.id]),
      this.repo.versions(app.id),
      this.repo.latestReview({ appId: app.id }),
      this.categories(),
    ]);
    const replies = review ? await this.repo.replies([review.id]) : [];
    const refs: MediumRef[] = media.map((m) => ({ fileId: m.file_id, kind: m.kind, url: m.url }));
    const row = rowListing(app, refs, categories.get(app.classification_id), lang);
    const isPassed = passed(app.review_status);
    const listing = edit
      ? editListing(edit, app, categories.get(edit.classification_id), this.apiPrefix, lang)
      : row;
    const first = versions[0];
    const current = versions.find((v) => v.id === app.current_version_id);
    const views = await this.versions.views(
      app,
      versions,
      [first, current].filter(
        (v, i, all): v is NonNullable<typeof v> => !!v && all.indexOf(v) === i,
      ),
      lang,
    );
    return {
      id: app.id,
      packageName: app.package_name,
      reviewStatus: app.review_status as MyAppDetail['reviewStatus'],
      shelfStatus: app.released === 1 ? 'launched' : 'ready',
      hasPendingChanges: !!edit,
      listing,
      live: isPassed ? row : null,
      firstVersion: views.find((v) => v.id === first?.id) ?? null,
      currentVersion: views.find((v) => v.id === current?.id) ?? null,
      marketFallback: fallbackOf(current ? marketFallback(versions, current.id) : undefined),
      downloads: app.downloads,
      createTime: iso(Number(app.created_at)),
      submitTime: app.submitted_at === null ? null : iso(Number(app.submitted_at)),
      reviewTime: app.reviewed_at === null ? null : iso(Number(app.reviewed_at)),
      review: review ? reviewView(review, replies, lang) : null,
      takenDownReason: app.taken_down_reason,
      actions: appActions(app, !!edit, versions),
      reviewClock: await this.reviews.clock(),
    };
  }

  /** The app's files: install packages by version, icon and media, working and live. */
  async files(app: AppRow) {
    const [uploads, versions, media] = await Promise.all([
      this.repo.uploadsOf(app.id),
      this.repo.versions(app.id),
      this.repo.media([app.id]),
    ]);
    const current = versions.find((v) => v.id === app.current_version_id);
    const live = new Set<number>();
    if (passed(app.review_status)) {
      if (app.icon_file_id !== null) live.add(app.icon_file_id);
      for (const m of media) if (m.file_id !== null) live.add(m.file_id);
    }
    if (current?.package_file_id != null) live.add(current.package_file_id);
    const order = { package: 0, icon: 1, media: 2 } as Record<string, number>;
    return uploads
      .map((u: UploadRow) => {
        const v = versions.find((x) => x.package_file_id === u.file_id);
        return {
          busId: u.file_id,
          purpose: u.purpose as 'icon' | 'package' | 'media',
          fileName: u.file_name,
          size: Number(u.size),
          mime: u.mime,
          url: fileUrl(this.apiPrefix, u.file_id),
          versionId: v?.id ?? null,
          versionName: v?.version_name ?? null,
          live: live.has(u.file_id),
          createTime: iso(Number(u.created_at)),
        };
      })
      .sort(
        (a, b) =>
          order[a.purpose]! - order[b.purpose]! ||
          (b.versionId ?? 0) - (a.versionId ?? 0) ||
          a.busId - b.busId,
      );
  }

  /** The decisions on the app, its listing updates and its versions, newest first. */
  async reviewList(app: AppRow, lang: Lang): Promise<Review[]> {
    const reviews = await this.repo.reviewsOfApp(app.id);
    const replies = await this.repo.replies(reviews.map((r) => r.id));
    return reviews.map((r) => reviewView(r, replies, lang));
  }
}
