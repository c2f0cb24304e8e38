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
import { AppError } from '../../http/app-error.js';
import type { AppRow, AppsRepo, DeveloperRow, EditRow } from './apps.repo.js';
import { AppReads } from './app-reads.js';
import type { ReviewService } from './review.service.js';
import {
  allow,
  APP_EDITABLE,
  APP_UNREVIEWED,
  isUniqueViolation,
  nameKeys,
  passed,
} from './rules.js';
import type { UploadsService } from './uploads.service.js';
import type { MarketLists, VersionsService } from './versions.service.js';
import { editMedia, fileUrl, reviewView, type MediumRef } from './views.js';

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
  ) {
    this.reads = new AppReads(repo, versions, reviews, apiPrefix);
  }

  private readonly reads: AppReads;

  private async ownApp(userId: number, id: number): Promise<AppRow> {
    const app = await this.repo.ownApp(userId, id);
    if (!app) throw new AppError('A0078');
    return app;
  }

  /** The app categories (the market's app classifications), both names and the request's. */
  categoryList(lang: Lang) {
    return this.reads.categoryList(lang);
  }

  clock(): Promise<ReviewClock> {
    return this.reviews.clock();
  }

  // ---- reads (app-reads.ts)

  /** My apps, newest first, with the review clock. */
  list(
    userId: number,
    q: MyAppListQuery,
    lang: Lang,
  ): Promise<Page<MyAppRow> & { reviewClock: ReviewClock }> {
    return this.reads.list(userId, q, lang);
  }

  /** One of my apps for the view and edit pages. */
  async detail(userId: number, id: number, lang: Lang): Promise<MyAppDetail> {
    return this.reads.detailOf(await this.ownApp(userId, id), lang);
  }

  private detailOf(app: AppRow, lang: Lang): Promise<MyAppDetail> {
    return this.reads.detailOf(app, lang);
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
        // Taken off the market by a reviewer: a new review of the listing first (decision 0020).
        allow(!app.taken_down_reason, 'takenDown');
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
    return this.reads.files(await this.ownApp(userId, id));
  }

  /** The decisions on the app, its listing updates and its versions, newest first. */
  async reviewList(userId: number, appId: number, lang: Lang): Promise<Review[]> {
    return this.reads.reviewList(await this.ownApp(userId, appId), lang);
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
