import {
  APP_PASSED_STATUSES,
  type AppForm,
  type Lang,
  type MyAppDetail,
  type MyAppListQuery,
  type MyAppRow,
  type Page,
  type Review,
  type ReviewClock,
} from '@seuiot/contract';
import { durably } from '../../db/kysely.js';
import { pagedList } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, pick } from '../../lib/text.js';
import type { AppRow, AppsRepo, DeveloperRow, EditRow, UploadRow } from './apps.repo.js';
import type { ReviewService } from './review.service.js';
import {
  allow,
  APP_EDITABLE,
  APP_UNREVIEWED,
  appActions,
  isUniqueViolation,
  nameKeys,
  passed,
} from './rules.js';
import type { UploadsService } from './uploads.service.js';
import type { MarketLists, VersionsService } from './versions.service.js';
import {
  editListing,
  editMedia,
  fileUrl,
  reasonViews,
  reviewView,
  rowListing,
  type Category,
  type MediumRef,
} from './views.js';

type Categories = Map<number, NonNullable<Category>>;

/** Replies one review decision takes. */
const MAX_REPLIES = 50;

/**
 * A developer's apps (spec 4 app review and shelf status, 5, 7 `/front/fapps/*`): the list with
 * the review clock, one app for the view and edit pages, saving (a draft or a submission),
 * withdrawing, deleting a draft, release and unrelease, the app's files and review decisions with
 * their reply threads. Until its first approval an app's row is its working copy; after it the
 * row is what the market shows, and changes wait in `app_edits` for their own review.
 */
export class AppsService {
  constructor(
    private readonly repo: AppsRepo,
    private readonly uploads: UploadsService,
    private readonly versions: VersionsService,
    private readonly reviews: ReviewService,
    private readonly market: MarketLists,
    private readonly apiPrefix: string,
  ) {}

  private async ownApp(userId: number, id: number): Promise<AppRow> {
    const app = await this.repo.ownApp(userId, id);
    if (!app) throw new AppError('A0078');
    return app;
  }

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

  clock(): Promise<ReviewClock> {
    return this.reviews.clock();
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
        actions: appActions(app, !!edit, top ? [top] : []),
      };
    });
  }

  /** One of my apps for the view and edit pages. */
  async detail(userId: number, id: number, lang: Lang): Promise<MyAppDetail> {
    return this.detailOf(await this.ownApp(userId, id), lang);
  }

  private async detailOf(app: AppRow, lang: Lang): Promise<MyAppDetail> {
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
      downloads: app.downloads,
      createTime: iso(Number(app.created_at)),
      submitTime: app.submitted_at === null ? null : iso(Number(app.submitted_at)),
      reviewTime: app.reviewed_at === null ? null : iso(Number(app.reviewed_at)),
      review: review ? reviewView(review, replies, lang) : null,
      actions: appActions(app, !!edit, versions),
      reviewClock: await this.reviews.clock(),
    };
  }

  // ---- save

  /**
   * Creates or edits an app (see the contract's appFormSchema): a draft or a submission; before
   * the first approval with its first version, after it the listing only (changes wait for their
   * review while the approved listing stays in the market).
   */
  async save(userId: number, dev: DeveloperRow, f: AppForm, lang: Lang): Promise<MyAppDetail> {
    if (!(await this.repo.category(f.categoryId))) throw new AppError('B0004', ['categoryId']);
    const submit = f.action === 'submit';
    const now = Date.now();
    const app = f.id !== undefined ? await this.ownApp(userId, f.id) : undefined;
    if (app) allow(APP_EDITABLE.includes(app.review_status as never), app.review_status);
    const unreviewed = !app || APP_UNREVIEWED.includes(app.review_status as never);
    if (!unreviewed) {
      // Versions of an approved app have calls of their own.
      const versionFields = (
        ['packageBusId', 'versionName', 'updateContentZh', 'updateContentEn'] as const
      ).filter((k) => f[k] !== undefined);
      if (versionFields.length) throw new AppError('B0004', versionFields);
    }
    const ups = await this.uploads.resolve(userId, app?.id ?? null, {
      icon: f.iconBusId,
      media: f.mediaBusIds,
      package: unreviewed ? f.packageBusId : undefined,
    });

    // The working copy after this save: what is sent, else what the working copy has.
    const edit = app && !unreviewed ? await this.repo.edit(app.id) : undefined;
    const mediaRows = app ? await this.repo.media([app.id]) : [];
    const before = this.working(app, edit, mediaRows);
    const icon: { fileId: number | null; url: string } | null = ups.icon
      ? { fileId: ups.icon.file_id, url: fileUrl(this.apiPrefix, ups.icon.file_id) }
      : before.icon;
    const media: MediumRef[] = ups.media
      ? ups.media.map((u) => ({
          fileId: u.file_id,
          kind: u.media_kind === 'video' ? 'video' : 'image',
          url: fileUrl(this.apiPrefix, u.file_id),
        }))
      : before.media;

    const first = app ? (await this.repo.versions(app.id))[0] : undefined;
    const pkg = ups.package;
    if (pkg) {
      if (app?.package_name && pkg.package_name !== app.package_name)
        throw new AppError('B0010', app.package_name);
      if (await this.repo.packageTaken(pkg.package_name ?? '', app?.id ?? null))
        throw new AppError('A0002', ['packageName']);
    }
    const versionName = (
      f.versionName ||
      (pkg ? pkg.version_name : first?.version_name) ||
      ''
    ).slice(0, 32);

    if (submit) {
      const missing = [
        ...(['summaryZh', 'summaryEn', 'introZh', 'introEn'] as const).filter((k) => !f[k]),
        ...(icon ? [] : ['iconBusId']),
        ...(media.length ? [] : ['mediaBusIds']),
        ...(unreviewed && !pkg && !first?.package_file_id ? ['packageBusId'] : []),
        ...(unreviewed && !versionName ? ['versionName'] : []),
      ];
      if (missing.length) throw new AppError('B0001', missing);
    }

    const taken = await this.repo.takenNames(nameKeys(f.nameZh, f.nameEn), app?.id ?? null);
    if (taken.length) throw new AppError('A0042');
    const names = unreviewed
      ? nameKeys(f.nameZh, f.nameEn)
      : nameKeys(f.nameZh, f.nameEn, app!.name_zh, app!.name_en);
    const claimed = [
      ...(ups.icon ? [ups.icon.file_id] : []),
      ...(ups.media ?? []).map((u) => u.file_id),
      ...(pkg ? [pkg.file_id] : []),
    ];
    const listing = {
      name_zh: f.nameZh,
      name_en: f.nameEn,
      summary_zh: f.summaryZh,
      summary_en: f.summaryEn,
      intro_zh: f.introZh,
      intro_en: f.introEn,
      classification_id: f.categoryId,
      test_account: f.testAccount,
    };

    let appId: number;
    let keys: string[];
    try {
      ({ appId, keys } = await durably(this.repo.db, () =>
        this.repo.transaction(async (tx) => {
          let id: number;
          if (unreviewed) {
            const row = {
              ...listing,
              icon: icon?.url ?? '',
              icon_file_id: icon?.fileId ?? null,
              package_name: pkg?.package_name ?? app?.package_name ?? '',
              version_name: versionName,
              version_code: pkg?.version_code ?? first?.version_code ?? 0,
              developer_name: dev.name,
              review_status: submit ? 'pending' : 'draft',
              submitted_at: submit ? now : (app?.submitted_at ?? null),
              updated_at: now,
            };
            if (app) {
              allow(await tx.updateApp(app.id, row, APP_UNREVIEWED), app.review_status);
              id = app.id;
            } else {
              id = await tx.insertApp({
                ...row,
                channel: 'market',
                charge_type: 'free',
                software_type: 'business',
                developer_id: userId,
                downloads: 0,
                recommended: 0,
                released: 0,
                created_at: now,
              });
            }
          } else {
            id = app!.id;
            // The approved listing stays as it is; the changes wait in their copy.
            allow(
              await tx.updateApp(
                id,
                submit
                  ? { review_status: 'updatePending', submitted_at: now }
                  : { review_status: app!.review_status },
                ['approved', 'updateRejected'],
              ),
              app!.review_status,
            );
            await tx.saveEdit({
              app_id: id,
              ...listing,
              icon_file_id: ups.icon?.file_id ?? edit?.icon_file_id ?? null,
              media: JSON.stringify(media),
              updated_at: now,
            });
          }
          await this.uploads.claim(tx, userId, id, claimed);
          if (unreviewed) {
            await tx.replaceMedia(id, media);
            const version = {
              version_name: versionName,
              update_zh: f.updateContentZh ?? first?.update_zh ?? '',
              update_en: f.updateContentEn ?? first?.update_en ?? '',
              status: submit ? 'pending' : 'draft',
              submitted_at: submit ? now : (first?.submitted_at ?? null),
              updated_at: now,
              ...(pkg
                ? {
                    package_file_id: pkg.file_id,
                    package_name: pkg.package_name ?? '',
                    version_code: pkg.version_code,
                    signer_sha256: pkg.signer_sha256 ?? '',
                    min_sdk: pkg.min_sdk,
                    package_size: Number(pkg.size),
                  }
                : {}),
            };
            if (first) await tx.updateVersion(first.id, version);
            else
              await tx.insertVersion({
                app_id: id,
                package_file_id: null,
                package_name: '',
                version_code: null,
                signer_sha256: '',
                min_sdk: null,
                package_size: 0,
                reviewed_at: null,
                published_at: null,
                created_at: now,
                ...version,
              });
          }
          await tx.setNames(id, names);
          return { appId: id, keys: await this.uploads.collectGarbage(tx, id) };
        }),
      ));
    } catch (err) {
      // Two apps racing for one name: the names' key decides.
      if (isUniqueViolation(err)) throw new AppError('A0042');
      throw err;
    }
    await this.uploads.removeBytes(keys);
    return this.detail(userId, appId, lang);
  }

  /** The working copy's icon and media: the changes of an approved app, else its row. */
  private working(
    app: AppRow | undefined,
    edit: EditRow | undefined,
    media: { file_id: number | null; kind: string; url: string }[],
  ): { icon: { fileId: number | null; url: string } | null; media: MediumRef[] } {
    if (!app) return { icon: null, media: [] };
    if (edit) {
      const icon =
        edit.icon_file_id !== null
          ? { fileId: edit.icon_file_id, url: fileUrl(this.apiPrefix, edit.icon_file_id) }
          : app.icon
            ? { fileId: app.icon_file_id, url: app.icon }
            : null;
      return { icon, media: editMedia(edit) };
    }
    return {
      icon: app.icon ? { fileId: app.icon_file_id, url: app.icon } : null,
      media: media.map((m) => ({ fileId: m.file_id, kind: m.kind, url: m.url })),
    };
  }

  // ---- state actions

  /** delete, withdraw, release, unrelease (see the contract's appStatusSchema). */
  async setStatus(
    userId: number,
    p: { id: number; action: 'delete' | 'withdraw' | 'release' | 'unrelease' },
    lang: Lang,
  ): Promise<MyAppDetail | null> {
    const app = await this.ownApp(userId, p.id);
    const now = Date.now();
    switch (p.action) {
      case 'delete': {
        allow(APP_UNREVIEWED.includes(app.review_status as never), app.review_status);
        const keys = await durably(this.repo.db, () =>
          this.repo.transaction(async (tx) => {
            // The row lock first: a submission racing the delete waits, then finds no app.
            allow(
              await tx.updateApp(app.id, { updated_at: now }, APP_UNREVIEWED),
              app.review_status,
            );
            const dropped = await this.uploads.dropAll(tx, app.id);
            await tx.deleteApp(app.id);
            return dropped;
          }),
        );
        await this.uploads.removeBytes(keys);
        return null;
      }
      case 'withdraw': {
        if (app.review_status === 'pending') {
          await this.repo.transaction(async (tx) => {
            allow(
              await tx.updateApp(app.id, { review_status: 'draft' }, ['pending']),
              app.review_status,
            );
            const [first] = await tx.versions(app.id);
            if (first)
              await tx.updateVersion(first.id, { status: 'draft', updated_at: now }, ['pending']);
          });
        } else {
          // A listing update goes back to the approved state; the changes stay to be edited.
          allow(
            app.review_status === 'updatePending' &&
              (await this.repo.updateApp(app.id, { review_status: 'approved' }, ['updatePending'])),
            app.review_status,
          );
        }
        break;
      }
      case 'release': {
        if (!passed(app.review_status)) throw new AppError('A0039');
        allow(app.released !== 1, 'launched');
        if (app.current_version_id === null) {
          // The first release publishes the version the first review approved.
          const ready = (await this.repo.versions(app.id))
            .filter((v) => v.status === 'approved')
            .at(-1);
          if (!ready) throw new AppError('A0039');
          await this.versions.publishVersion(app, ready, { released: 1 });
        } else {
          allow(
            await this.repo.setReleased(app.id, 1, APP_PASSED_STATUSES, now),
            app.released === 1 ? 'launched' : app.review_status,
          );
          await this.repo.syncLinks(app.id);
        }
        this.market.forgetLists();
        break;
      }
      case 'unrelease': {
        allow(await this.repo.setReleased(app.id, 0, APP_PASSED_STATUSES, now), 'ready');
        await this.repo.syncLinks(app.id);
        // Off the market at once: the detail is read live, the kept list pages are dropped.
        this.market.forgetLists();
        break;
      }
    }
    return this.detail(userId, app.id, lang);
  }

  // ---- files and reviews

  /** The app's files: install packages by version, icon and media, working and live. */
  async files(userId: number, id: number) {
    const app = await this.ownApp(userId, id);
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
  async reviewList(userId: number, appId: number, lang: Lang): Promise<Review[]> {
    const app = await this.ownApp(userId, appId);
    const reviews = await this.repo.reviewsOfApp(app.id);
    const replies = await this.repo.replies(reviews.map((r) => r.id));
    return reviews.map((r) => reviewView(r, replies, lang));
  }

  /** The developer replies on a decision of theirs (A0078 for another's, as for none). */
  async reply(userId: number, reviewId: number, content: string, lang: Lang): Promise<Review> {
    const review = await this.repo.review(reviewId);
    if (!review || review.user_id !== userId) throw new AppError('A0078');
    // A thread is a conversation, not storage: past the cap it is closed (B0009).
    const thread = await this.repo.replies([review.id]);
    allow(thread.length < MAX_REPLIES, 'closed');
    await this.repo.insertReply(review.id, 'developer', content, Date.now());
    return reviewView(review, await this.repo.replies([review.id]), lang);
  }
}
