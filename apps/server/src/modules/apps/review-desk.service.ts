import {
  APP_PASSED_STATUSES,
  MESSAGE_TYPES,
  type ConsoleApk,
  type ConsoleReviewDetail,
  type ConsoleReviewQuery,
  type ConsoleReviewQueue,
  type ConsoleReviewRow,
  type Lang,
  type Page,
} from '@seuiot/contract';
import { durably } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { clause, iso } from '../../lib/text.js';
import type { Db } from '../../db/kysely.js';
import { MessagesService, type NewMessage } from '../messages/messages.service.js';
import { AppsRepo, type AppRow, type VersionRow } from './apps.repo.js';
import type { ReviewListener, WithinDecision } from './review.service.js';
import { QUEUE_STATES, ReviewQueueRepo } from './review-queue.repo.js';
import { signersOf } from './rules.js';
import { editMedia, reviewView } from './views.js';

type Detail = ConsoleReviewDetail;
type Field = Detail['fields'][number];

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(Number(ms)));

/**
 * The reviewer's desk in the operator console (decision 0020): the queues of developer
 * applications, apps and versions, what each submitted (the form, media, the package's facts and
 * what changed since the last accepted version), and taking a released app off the market. The
 * decisions themselves are ReviewService's, the same as the admin command's.
 */
export class ReviewDeskService {
  constructor(
    private readonly repo: AppsRepo,
    private readonly queues: ReviewQueueRepo,
    private readonly messages: MessagesService,
    private readonly listener: ReviewListener = {},
  ) {}

  /** The desk on a database; `listener` hears of decisions (cached answers, market lists). */
  static on(db: Db, listener: ReviewListener = {}): ReviewDeskService {
    return new ReviewDeskService(
      new AppsRepo(db),
      new ReviewQueueRepo(db),
      MessagesService.on(db),
      listener,
    );
  }

  /** Waiting count and oldest submission of each queue, for the dashboard. */
  async figures() {
    const out = [];
    for (const queue of ['developers', 'apps', 'versions'] as const)
      out.push({ queue, ...(await this.queues.figure(queue, QUEUE_STATES[queue].pending)) });
    return out;
  }

  async queue(q: ConsoleReviewQuery): Promise<Page<ConsoleReviewRow>> {
    const states = QUEUE_STATES[q.queue][q.status];
    const total = (await this.queues.figure(q.queue, states)).waiting;
    const rows =
      total > (q.pageNum - 1) * q.pageSize
        ? await this.queues.page(q.queue, states, (q.pageNum - 1) * q.pageSize, q.pageSize)
        : [];
    return {
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map((r) => ({
        id: r.id,
        subject:
          q.queue === 'developers'
            ? 'developer'
            : q.queue === 'versions'
              ? 'version'
              : r.status.startsWith('update')
                ? 'update'
                : 'app',
        userId: r.user_id,
        username: r.username,
        title:
          r.title_zh === r.title_en || !r.title_zh ? r.title_en : `${r.title_zh} / ${r.title_en}`,
        status: r.status,
        versionName: r.version_name,
        versionCode: r.version_code === null ? null : Number(r.version_code),
        submittedAt: isoOrNull(r.submitted_at),
      })),
    };
  }

  /** What was submitted; A0078 for an item that is not there. */
  detail(queue: ConsoleReviewQueue, id: number, lang: Lang): Promise<Detail> {
    if (queue === 'developers') return this.developer(id, lang);
    if (queue === 'apps') return this.app(id, lang);
    return this.version(id, lang);
  }

  private async thread(
    by: { userId: number; subject: 'developer' } | { appId: number } | { versionId: number },
    lang: Lang,
  ) {
    const review = await this.repo.latestReview(by);
    if (!review) return null;
    return reviewView(review, await this.repo.replies([review.id]), lang);
  }

  private async developer(userId: number, lang: Lang): Promise<Detail> {
    const dev = await this.repo.developer(userId);
    if (!dev || dev.status === 'draft') throw new AppError('A0078');
    const review = await this.thread({ userId, subject: 'developer' }, lang);
    const keys = ['type', 'name', 'email', 'phone', 'website', 'intro'] as const;
    return {
      subject: 'developer',
      id: userId,
      userId,
      username: await this.queues.username(userId),
      status: dev.status,
      submittedAt: isoOrNull(dev.submitted_at),
      fields: keys.map((key) => ({ key, value: String(dev[key] ?? '') })),
      iconFileId: null,
      media: [],
      apk: null,
      previous: null,
      changes: [],
      appId: null,
      released: false,
      takenDownReason: '',
      review,
      actions: { decide: dev.status === 'pending', takeDown: false, reply: review !== null },
    };
  }

  private async listingFields(
    l: Pick<
      AppRow,
      'name_zh' | 'name_en' | 'summary_zh' | 'summary_en' | 'intro_zh' | 'intro_en'
    > & {
      classification_id: number;
      test_account: string;
    },
  ): Promise<Field[]> {
    const c = await this.repo.category(l.classification_id);
    return [
      { key: 'nameZh', value: l.name_zh },
      { key: 'nameEn', value: l.name_en },
      { key: 'summaryZh', value: l.summary_zh },
      { key: 'summaryEn', value: l.summary_en },
      { key: 'introZh', value: l.intro_zh },
      { key: 'introEn', value: l.intro_en },
      { key: 'category', value: c ? `${c.name_zh} / ${c.name_en}` : String(l.classification_id) },
      { key: 'testAccount', value: l.test_account },
    ];
  }

  private async app(id: number, lang: Lang): Promise<Detail> {
    const app = await this.repo.app(id);
    if (!app || app.developer_id === null || app.review_status === 'draft')
      throw new AppError('A0078');
    const edit = app.review_status.startsWith('update') ? await this.repo.edit(id) : undefined;
    const live = await this.listingFields(app);
    const fields = edit ? await this.listingFields(edit) : live;
    const media = edit
      ? editMedia(edit)
      : (await this.repo.media([id])).map((m) => ({ fileId: m.file_id, kind: m.kind, url: m.url }));
    const [first] = await this.repo.versions(id);
    const review = await this.thread({ appId: id }, lang);
    return {
      subject: edit ? 'update' : 'app',
      id,
      userId: app.developer_id,
      username: await this.queues.username(app.developer_id),
      status: app.review_status,
      submittedAt: isoOrNull(app.submitted_at),
      fields,
      iconFileId: edit?.icon_file_id ?? app.icon_file_id,
      media: media.map((m) => ({ fileId: m.fileId, kind: m.kind, url: m.url })),
      apk: first && !edit ? facts(first) : null,
      previous: null,
      changes: edit ? diff(live, fields) : [],
      appId: id,
      released: app.released === 1,
      takenDownReason: app.taken_down_reason,
      review,
      actions: {
        decide: app.review_status === 'pending' || app.review_status === 'updatePending',
        takeDown: app.released === 1,
        reply: review !== null,
      },
    };
  }

  private async version(id: number, lang: Lang): Promise<Detail> {
    const v = await this.repo.version(id);
    const app = v ? await this.repo.app(v.app_id) : undefined;
    if (!v || !app || app.developer_id === null || v.status === 'draft')
      throw new AppError('A0078');
    const earlier = (await this.repo.versions(app.id)).filter(
      (x) => x.id < v.id && (x.status === 'approved' || x.status === 'published'),
    );
    const before = earlier.at(-1);
    const apk = facts(v);
    const previous = before ? facts(before) : null;
    const review = await this.thread({ versionId: id }, lang);
    return {
      subject: 'version',
      id,
      userId: app.developer_id,
      username: await this.queues.username(app.developer_id),
      status: v.status,
      submittedAt: isoOrNull(v.submitted_at),
      fields: [
        { key: 'nameZh', value: app.name_zh },
        { key: 'nameEn', value: app.name_en },
        { key: 'versionName', value: v.version_name },
        { key: 'updateZh', value: v.update_zh },
        { key: 'updateEn', value: v.update_en },
      ],
      iconFileId: app.icon_file_id,
      media: [],
      apk,
      previous,
      changes: previous ? diff(factFields(previous), factFields(apk)) : [],
      appId: app.id,
      released: app.released === 1,
      takenDownReason: app.taken_down_reason,
      review,
      actions: {
        decide: v.status === 'pending' && APP_PASSED_STATUSES.includes(app.review_status as never),
        takeDown: app.released === 1,
        reply: review !== null,
      },
    };
  }

  /** An app's icon or medium for the console (never cached); A0078 for any other file. */
  async image(fileId: number) {
    const f = await this.queues.appImage(fileId);
    if (!f) throw new AppError('A0078');
    return f;
  }

  /**
   * Takes a released app off the market with a reason: the developer gets a bilingual message,
   * the caller's audit record lands in the same transaction. B0009 when it is not on the market.
   */
  async takeDown(appId: number, reason: string, within?: WithinDecision): Promise<void> {
    const app = await this.repo.app(appId);
    if (!app || app.developer_id === null) throw new AppError('A0078');
    const userId = app.developer_id;
    await durably(this.repo.db, () =>
      this.repo.transaction(async (tx) => {
        const moved = await tx.setReleased(appId, 0, APP_PASSED_STATUSES, Date.now());
        if (!moved) throw new AppError('B0009', 'unreleased');
        // Released again only after a new review of its listing (decision 0020).
        await tx.updateApp(appId, { taken_down_reason: reason });
        await tx.syncLinks(appId);
        await this.messages.write(
          tx.db,
          takenDown(userId, { zh: app.name_zh, en: app.name_en }, reason),
        );
        await within?.(tx.db, { released: true }, { released: false, reason });
      }),
    );
    this.listener.userChanged?.(userId);
    this.listener.marketChanged?.();
  }
}

function facts(v: VersionRow): ConsoleApk {
  return {
    versionId: v.id,
    status: v.status,
    packageName: v.package_name,
    versionCode: v.version_code === null ? null : Number(v.version_code),
    versionName: v.version_name,
    minSdk: v.min_sdk === null ? null : Number(v.min_sdk),
    signerSha256: signersOf(v.signer_sha256),
    packageSize: Number(v.package_size),
    updateZh: v.update_zh,
    updateEn: v.update_en,
  };
}

function factFields(a: ConsoleApk): Field[] {
  return [
    { key: 'packageName', value: a.packageName },
    { key: 'versionCode', value: String(a.versionCode ?? '') },
    { key: 'versionName', value: a.versionName },
    { key: 'minSdk', value: String(a.minSdk ?? '') },
    { key: 'signerSha256', value: a.signerSha256.join(', ') },
    { key: 'packageSize', value: String(a.packageSize) },
    { key: 'updateZh', value: a.updateZh },
    { key: 'updateEn', value: a.updateEn },
  ];
}

/** The fields whose value differs, before and after. */
function diff(before: Field[], after: Field[]) {
  const old = new Map(before.map((f) => [f.key, f.value]));
  return after
    .filter((f) => old.get(f.key) !== f.value)
    .map((f) => ({ key: f.key, before: old.get(f.key) ?? '', after: f.value }));
}

/** The developer's message when a reviewer takes a released app off the market (decision 0020). */
export function takenDown(
  userId: number,
  name: { zh: string; en: string },
  reason: string,
): NewMessage {
  return {
    userId,
    type: MESSAGE_TYPES.appReview,
    title: { zh: `应用“${name.zh}”已被下架`, en: `App "${name.en}" taken off the market` },
    content: {
      zh: `平台审核人员已将应用“${name.zh}”从应用市场下架。原因：${clause(reason)}。请修改后在“开发者中心 - 应用管理”中重新上架，如有疑问可回复审核意见或提交工单。`,
      en: `A platform reviewer has taken the app "${name.en}" off the app market. Reason: ${clause(reason)}. Fix it and release it again under "Developer - App management"; for questions, reply to the review or open a work order.`,
    },
  };
}
