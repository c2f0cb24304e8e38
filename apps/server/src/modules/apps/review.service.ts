import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, type Lang, type ReviewClock, type ReviewScope } from '@seuiot/contract';
import { durably, type Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { TtlCache } from '../../db/paging.js';
import type { Storage } from '../../storage/storage.js';
import type { FileAnswer, FileRequest } from '../files/files.service.js';
import {
  appReviewed,
  developerReviewed,
  MessagesService,
  reviewerReplied,
  versionReviewed,
  type ReviewOutcome,
} from '../messages/messages.service.js';
import { AppDecisions } from './app-decisions.js';
import { AppsRepo } from './apps.repo.js';
import { checkReasons, passed } from './rules.js';
import { UploadsService } from './uploads.service.js';

const DAY = 24 * 60 * 60 * 1000;

/** An operator's decision: approve, or reject with reason codes and a note. */
export interface Decision {
  approve: boolean;
  /** Reason codes of a rejection (contract REVIEW_REASONS, meant for the subject). */
  reasons?: readonly string[];
  /** The reviewer's free text; needed with the reason `other`. */
  note?: string;
  /** Who decided (kept with the decision). */
  reviewer?: string;
}

/**
 * Called inside a decision's transaction with the state before and after (the console writes its
 * audit record there, so the decision and its record land together or neither does).
 */
export type WithinDecision = (db: Db, before: unknown, after: unknown) => Promise<void>;

/** An API error that keeps the operator's sentence as its message (the admin command prints it). */
function said(code: 'A0078' | 'B0009', message: string, data: unknown = null): AppError {
  const err = new AppError(code, data);
  err.message = message;
  return err;
}

/** Told after a decision committed: whose answers changed, and whether the market's did. */
export interface ReviewListener {
  userChanged?(userId: number): void;
  marketChanged?(): void;
}

/**
 * The reviewer's side of developer onboarding, apps and versions (spec 4, decision 0015): what
 * waits, the decisions and the reviewer's answers on them. Every decision moves the state, keeps
 * the decision (reasons, note) for the developer's thread and writes the developer's bilingual
 * message, in one transaction: there is never a decision without its message or the other way
 * round. The admin command calls it today, the operator console later; failures are plain errors
 * for the operator, not API codes.
 */
export class ReviewService {
  /** The review clock is the same for everyone and moves slowly: kept a minute. */
  private readonly clocks = new TtlCache<ReviewClock>(60_000, 1);

  constructor(
    private readonly repo: AppsRepo,
    private readonly uploads: UploadsService,
    private readonly messages: MessagesService,
    apiPrefix: string,
    private readonly listener: ReviewListener = {},
  ) {
    this.appDecisions = new AppDecisions(uploads, apiPrefix);
  }

  /** What a decision does to an app's rows (app-decisions.ts). */
  private readonly appDecisions: AppDecisions;

  /** The service on a database and storage, for the admin command (no package reader needed). */
  static on(
    db: Db,
    storage: Storage,
    opts: { apiPrefix: string; log: Pick<FastifyBaseLogger, 'warn'> },
    listener: ReviewListener = {},
  ): ReviewService {
    const repo = new AppsRepo(db);
    const noReader = () => Promise.reject(new Error('no package reader in the operator command'));
    const uploads = new UploadsService(repo, storage, noReader, opts.apiPrefix, 0, opts.log);
    return new ReviewService(repo, uploads, MessagesService.on(db), opts.apiPrefix, listener);
  }

  /**
   * The review clock: the median time from submission to decision of the app, listing-update and
   * version reviews decided in the last LIMITS.reviewClockDays days.
   */
  clock(now = Date.now()): Promise<ReviewClock> {
    return this.clocks.get('clock', async () => {
      const durations = (await this.repo.reviewDurations(now - LIMITS.reviewClockDays * DAY)).sort(
        (a, b) => a - b,
      );
      const n = durations.length;
      const median =
        n === 0
          ? null
          : n % 2
            ? durations[(n - 1) / 2]!
            : Math.round((durations[n / 2 - 1]! + durations[n / 2]!) / 2);
      return { medianMs: median, reviews: n, days: LIMITS.reviewClockDays };
    });
  }

  /** Forgets the kept clock (a decision in this process). */
  private decided(userId: number, market = false): void {
    this.clocks.clear();
    this.listener.userChanged?.(userId);
    if (market) this.listener.marketChanged?.();
  }

  /** Developer applications, apps (first reviews and listing updates) and versions waiting. */
  async pending() {
    const [developers, apps, versions] = await Promise.all([
      this.repo.pendingDevelopers(),
      this.repo.pendingApps(),
      this.repo.pendingVersions(),
    ]);
    return {
      developers: developers.map((d) => ({
        username: d.username,
        name: d.name,
        type: d.type,
        submittedAt: d.submitted_at,
      })),
      apps: apps.map((a) => ({
        id: a.id,
        name: a.name_en || a.name_zh,
        username: a.username,
        kind: a.review_status === 'pending' ? ('app' as const) : ('update' as const),
        submittedAt: a.submitted_at,
      })),
      versions: versions.map((v) => ({
        id: v.id,
        appId: v.app_id,
        appName: v.name_en || v.name_zh,
        versionName: v.version_name,
        versionCode: v.version_code,
        username: v.username,
        submittedAt: v.submitted_at,
      })),
    };
  }

  private outcome(scope: ReviewScope, d: Decision): ReviewOutcome {
    const note = (d.note ?? '').trim().slice(0, LIMITS.reviewTextMax);
    if (d.approve) return { approved: true, reasons: [], note };
    return { approved: false, reasons: checkReasons(scope, d.reasons ?? [], note), note };
  }

  /** Decides a developer application waiting for review. */
  async decideDeveloper(who: string | number, d: Decision, within?: WithinDecision): Promise<void> {
    const o = this.outcome('developer', d);
    const user =
      typeof who === 'number' ? { id: who, username: `#${who}` } : await this.repo.userByName(who);
    if (!user) throw said('A0078', `no account named ${String(who)}`);
    const username = user.username;
    const now = Date.now();
    await this.repo.transaction(async (tx) => {
      const dev = await tx.developer(user.id);
      const moved = await tx.moveDeveloper(user.id, ['pending'], {
        status: o.approved ? 'approved' : 'rejected',
        reviewed_at: now,
        updated_at: now,
      });
      if (!dev) throw said('A0078', `${username} has no developer application waiting`);
      if (!moved)
        throw said('B0009', `${username} has no developer application waiting`, dev.status);
      await tx.insertReview({
        subject: 'developer',
        user_id: user.id,
        app_id: null,
        version_id: null,
        version_name: null,
        outcome: o.approved ? 'approved' : 'rejected',
        reasons: o.reasons.join(','),
        note: o.note,
        reviewer: d.reviewer ?? 'operator',
        submitted_at: dev.submitted_at ?? now,
        decided_at: now,
      });
      await this.messages.write(tx.db, developerReviewed(user.id, o));
      await within?.(tx.db, { status: 'pending' }, afterOf(o));
    });
    this.decided(user.id);
  }

  /**
   * Decides an app waiting for review: its first review (with its first version), or the changes
   * to its approved listing. An approved change replaces the market's listing at once; a rejected
   * one leaves the approved listing in the market and the changes to fix.
   */
  async decideApp(appId: number, d: Decision, within?: WithinDecision): Promise<void> {
    const o = this.outcome('app', d);
    const app = await this.repo.app(appId);
    if (!app || app.developer_id === null) throw said('A0078', `no developer app ${appId}`);
    const userId = app.developer_id;
    const now = Date.now();
    let subject: 'app' | 'update';
    if (app.review_status === 'pending') subject = 'app';
    else if (app.review_status === 'updatePending') subject = 'update';
    else
      throw said(
        'B0009',
        `app ${appId} is not waiting for review (${app.review_status})`,
        app.review_status,
      );
    let names = { zh: app.name_zh, en: app.name_en };
    let keys: string[] = [];
    await durably(this.repo.db, () =>
      this.repo.transaction(async (tx) => {
        const moved =
          subject === 'app'
            ? await this.appDecisions.first(tx, app, o.approved, now)
            : await this.appDecisions.update(tx, app, o.approved, now);
        if (!moved) {
          const now = (await tx.app(appId))?.review_status ?? 'deleted';
          throw said('B0009', `app ${appId} is no longer waiting for review`, now);
        }
        names = moved.names;
        keys = moved.keys;
        await tx.insertReview({
          subject,
          user_id: userId,
          app_id: appId,
          version_id: null,
          version_name: null,
          outcome: o.approved ? 'approved' : 'rejected',
          reasons: o.reasons.join(','),
          note: o.note,
          reviewer: d.reviewer ?? 'operator',
          submitted_at: app.submitted_at ?? now,
          decided_at: now,
        });
        await this.messages.write(tx.db, appReviewed(userId, names, subject, o));
        await within?.(tx.db, { status: app.review_status }, afterOf(o));
      }),
    );
    await this.uploads.removeBytes(keys);
    this.decided(userId, subject === 'update' && o.approved && app.released === 1);
  }

  /** Decides a version waiting for review (a later version: the first one goes with its app). */
  async decideVersion(versionId: number, d: Decision, within?: WithinDecision): Promise<void> {
    const o = this.outcome('version', d);
    const v = await this.repo.version(versionId);
    if (!v) throw said('A0078', `no version ${versionId}`);
    const app = await this.repo.app(v.app_id);
    if (!app || app.developer_id === null)
      throw said('A0078', `no developer app of version ${versionId}`);
    if (!passed(app.review_status))
      throw said(
        'B0009',
        `version ${versionId} is reviewed with its app: decide app ${app.id}`,
        'withApp',
      );
    const userId = app.developer_id;
    const now = Date.now();
    await this.repo.transaction(async (tx) => {
      const moved = await tx.updateVersion(
        v.id,
        { status: o.approved ? 'approved' : 'updateRejected', reviewed_at: now, updated_at: now },
        ['pending'],
      );
      if (!moved) {
        const now = (await tx.version(v.id))?.status ?? 'deleted';
        throw said('B0009', `version ${versionId} is not waiting for review (${v.status})`, now);
      }
      await tx.insertReview({
        subject: 'version',
        user_id: userId,
        app_id: app.id,
        version_id: v.id,
        version_name: v.version_name,
        outcome: o.approved ? 'approved' : 'rejected',
        reasons: o.reasons.join(','),
        note: o.note,
        reviewer: d.reviewer ?? 'operator',
        submitted_at: v.submitted_at ?? now,
        decided_at: now,
      });
      await this.messages.write(
        tx.db,
        versionReviewed(userId, { zh: app.name_zh, en: app.name_en }, v.version_name, o),
      );
      await within?.(tx.db, { status: 'pending' }, afterOf(o));
    });
    this.decided(userId);
  }

  /**
   * The install package of a submitted version (an app's first one included) for its reviewer
   * (decision 0052): A0078 for an unknown version or a draft no reviewer has been shown, A0068
   * when storage lost the bytes. Not a market download: nothing is counted.
   */
  async reviewPackage(versionId: number, lang: Lang, request: FileRequest): Promise<FileAnswer> {
    const v = await this.repo.version(versionId);
    const app = v ? await this.repo.app(v.app_id) : undefined;
    if (!v || !app || app.developer_id === null || v.status === 'draft')
      throw new AppError('A0078');
    return this.uploads.versionPackage(app, v, lang, { ...request, count: false });
  }

  /** The reviewer answers on a decision; the developer gets a message with the answer. */
  async reply(reviewId: number, text: string, within?: WithinDecision): Promise<void> {
    const body = text.trim();
    if (!body) throw new Error('a reply needs a text');
    if (body.length > LIMITS.reviewTextMax)
      throw new Error(`a reply has at most ${LIMITS.reviewTextMax} characters`);
    const review = await this.repo.review(reviewId);
    if (!review) throw said('A0078', `no review decision ${reviewId}`);
    const app = review.app_id !== null ? await this.repo.app(review.app_id) : undefined;
    const about =
      review.subject === 'developer' || !app
        ? { zh: '开发者入驻申请', en: 'your developer application' }
        : review.subject === 'version'
          ? {
              zh: `应用“${app.name_zh}”的版本 ${review.version_name ?? ''}`,
              en: `version ${review.version_name ?? ''} of "${app.name_en}"`,
            }
          : { zh: `应用“${app.name_zh}”`, en: `the app "${app.name_en}"` };
    await this.repo.transaction(async (tx) => {
      await tx.insertReply(reviewId, 'reviewer', body, Date.now());
      await this.messages.write(tx.db, reviewerReplied(review.user_id, about, body));
      await within?.(tx.db, null, { reply: body });
    });
    this.listener.userChanged?.(review.user_id);
  }

  /** The decision and who made it, for the operator. */
  async show(reviewId: number) {
    const review = await this.repo.review(reviewId);
    if (!review) throw new Error(`no review decision ${reviewId}`);
    return { review, replies: await this.repo.replies([reviewId]) };
  }
}

/** The state after a decision, as the audit record keeps it. */
function afterOf(o: ReviewOutcome) {
  return o.approved
    ? { status: 'approved' }
    : { status: 'rejected', reasons: o.reasons, note: o.note };
}
