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
import type { AppRow, AppsRepo, DeveloperRow } from './apps.repo.js';
import { AppReads } from './app-reads.js';
import { AppSave } from './app-save.js';
import type { ReviewService } from './review.service.js';
import { allow, APP_DELETE_FROM, appDeletable, passed } from './rules.js';
import type { UploadsService } from './uploads.service.js';
import type { MarketLists, VersionsService } from './versions.service.js';
import { reviewView } from './views.js';

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
    this.saver = new AppSave(repo, uploads, apiPrefix);
  }

  private readonly reads: AppReads;
  private readonly saver: AppSave;

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

  // ---- save (app-save.ts)

  /**
   * Creates or edits an app (see the contract's appFormSchema): a draft or a submission; before
   * the first approval with its first version, after it the listing only (changes wait for their
   * review while the approved listing stays in the market).
   */
  async save(userId: number, dev: DeveloperRow, f: AppForm, lang: Lang): Promise<MyAppDetail> {
    if (!(await this.repo.category(f.categoryId))) throw new AppError('B0004', ['categoryId']);
    const app = f.id !== undefined ? await this.ownApp(userId, f.id) : undefined;
    const appId = await this.saver.save(userId, dev, f, app);
    return this.detail(userId, appId, lang);
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
        allow(appDeletable(app), app.released === 1 ? 'launched' : app.review_status);
        const keys = await durably(this.repo.db, () =>
          this.repo.transaction(async (tx) => {
            // The row lock first: a submission or release racing the delete waits, then finds no
            // app; the state is read again under the lock.
            allow(
              await tx.updateApp(app.id, { updated_at: now }, APP_DELETE_FROM),
              app.review_status,
            );
            const locked = await tx.app(app.id);
            allow(!!locked && appDeletable(locked), locked?.review_status ?? app.review_status);
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
