import type { ConsoleNotice, NoticeSave, NoticeState, Page } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { NoticeRow } from '../../db/tables.js';
import { AppError } from '../../http/app-error.js';
import { ContentChanges } from './content-changes.service.js';
import { NOTICE_STATUS, NoticesAdminRepo } from './notices-admin.repo.js';

/** Writes the action's audit record on the action's transaction (console/audit.service.ts). */
export type WithinAction = (
  db: Db,
  before: unknown,
  after: unknown,
  madeId?: number,
) => Promise<void>;

const STATE_OF: Record<number, NoticeState> = {
  [NOTICE_STATUS.draft]: 'draft',
  [NOTICE_STATUS.published]: 'published',
  [NOTICE_STATUS.scheduled]: 'scheduled',
  [NOTICE_STATUS.withdrawn]: 'withdrawn',
};

function view(r: NoticeRow): ConsoleNotice {
  return {
    id: r.id,
    titleZh: r.title_zh,
    titleEn: r.title_en,
    contentZh: r.content_zh,
    contentEn: r.content_en,
    state: STATE_OF[r.status] ?? 'draft',
    publishTime: new Date(Number(r.publish_time)).toISOString(),
    createdAt: new Date(Number(r.created_at)).toISOString(),
  };
}

/** What an audit record keeps of a notice's state. */
function stateOf(r: NoticeRow) {
  return { state: STATE_OF[r.status], publishTime: new Date(Number(r.publish_time)).toISOString() };
}

/**
 * The editor's notices (decision 0023): drafts in both languages, published now or scheduled for
 * a time, withdrawn. Each move is a conditional update on the state it was read in, in one
 * transaction with its audit record, so of two editors acting at once one lands and the other
 * gets B0009 with the state now. Every change is announced, so each server's public lists drop
 * what they kept (ContentChanges).
 */
export class NoticesAdminService {
  private readonly changes: ContentChanges;

  constructor(private readonly repo: NoticesAdminRepo) {
    this.changes = ContentChanges.of(repo.db);
  }

  static on(db: Db): NoticesAdminService {
    return new NoticesAdminService(new NoticesAdminRepo(db));
  }

  async list(q: {
    state?: NoticeState | undefined;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  }): Promise<Page<ConsoleNotice>> {
    const status = q.state === undefined ? undefined : NOTICE_STATUS[q.state];
    const total = await this.repo.count(status, q.keyword);
    const rows = await this.repo.page(status, q.keyword, (q.pageNum - 1) * q.pageSize, q.pageSize);
    return { list: rows.map(view), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  async detail(id: number): Promise<ConsoleNotice> {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError('A0078');
    return view(row);
  }

  /** A change committed: this server's lists are dropped at once (the others heard the NOTIFY). */
  private async committed<T>(work: (repo: NoticesAdminRepo, tx: Db) => Promise<T>): Promise<T> {
    const result = await this.repo.transaction(async (repo, tx) => {
      const r = await work(repo, tx);
      await ContentChanges.announce(tx);
      return r;
    });
    this.changes.changed();
    return result;
  }

  /** Creates a draft (no id) or changes the texts of a notice in any state. */
  async save(input: NoticeSave, within: WithinAction): Promise<ConsoleNotice> {
    const texts = {
      title_zh: input.titleZh,
      title_en: input.titleEn,
      content_zh: input.contentZh,
      content_en: input.contentEn,
    };
    const id = await this.committed(async (repo, tx) => {
      if (input.id === undefined) {
        const id = await repo.insert(texts, Date.now());
        await within(tx, null, { id, state: 'draft', titleZh: input.titleZh }, id);
        return id;
      }
      const before = await repo.byId(input.id);
      if (!before) throw new AppError('A0078');
      await repo.updateTexts(input.id, texts);
      await within(
        tx,
        { titleZh: before.title_zh, titleEn: before.title_en, ...stateOf(before) },
        { titleZh: input.titleZh, titleEn: input.titleEn },
      );
      return input.id;
    });
    return this.detail(id);
  }

  /**
   * Publishes now (no `at`, or a time already past) or schedules for `at`: from a draft, a
   * scheduled or a withdrawn notice; B0009 for one already published.
   */
  async publish(id: number, at: number | null, within: WithinAction): Promise<ConsoleNotice> {
    const now = Date.now();
    const scheduled = at !== null && at > now;
    await this.committed(async (repo, tx) => {
      const row = await repo.byId(id);
      if (!row) throw new AppError('A0078');
      if (row.status === NOTICE_STATUS.published) throw new AppError('B0009', 'published');
      const to = scheduled ? NOTICE_STATUS.scheduled : NOTICE_STATUS.published;
      const time = scheduled ? at : now;
      if (!(await repo.move(id, row.status, to, time)))
        throw new AppError('B0009', await this.stateNow(repo, id));
      await within(tx, stateOf(row), {
        state: STATE_OF[to],
        publishTime: new Date(time).toISOString(),
      });
    });
    return this.detail(id);
  }

  /** Takes a published or scheduled notice off the portal; B0009 from any other state. */
  async withdraw(id: number, within: WithinAction): Promise<ConsoleNotice> {
    await this.committed(async (repo, tx) => {
      const row = await repo.byId(id);
      if (!row) throw new AppError('A0078');
      const from = row.status;
      if (from !== NOTICE_STATUS.published && from !== NOTICE_STATUS.scheduled)
        throw new AppError('B0009', STATE_OF[from]);
      if (!(await repo.move(id, from, NOTICE_STATUS.withdrawn)))
        throw new AppError('B0009', await this.stateNow(repo, id));
      await within(tx, stateOf(row), { state: 'withdrawn' });
    });
    return this.detail(id);
  }

  /**
   * Deletes a draft: it was never on the portal, so nothing of it is kept but the audit record
   * (its titles). B0009 with the state now for a notice that is not (or no longer) a draft.
   */
  async deleteDraft(id: number, within: WithinAction): Promise<void> {
    await this.committed(async (repo, tx) => {
      const row = await repo.byId(id);
      if (!row) throw new AppError('A0078');
      if (row.status !== NOTICE_STATUS.draft) throw new AppError('B0009', STATE_OF[row.status]);
      if (!(await repo.deleteDraft(id))) throw new AppError('B0009', await this.stateNow(repo, id));
      await within(tx, { titleZh: row.title_zh, titleEn: row.title_en, state: 'draft' }, null);
    });
  }

  private async stateNow(repo: NoticesAdminRepo, id: number): Promise<NoticeState | null> {
    const r = await repo.byId(id);
    return r ? (STATE_OF[r.status] ?? null) : null;
  }

  scheduledCount(): Promise<number> {
    return this.repo.countOf(NOTICE_STATUS.scheduled);
  }

  /** Whether a scheduled notice is due: the read the publishing job asks first, on every tick. */
  hasDue(): Promise<boolean> {
    return this.repo.anyDue(Date.now());
  }

  /**
   * Publishes the scheduled notices whose time has come; every server runs it. A read finds them
   * (most runs stop there, writing nothing); each is then moved by a conditional update, so of
   * servers running at once only one publishes (and audits) each notice. Answers how many.
   */
  async publishDue(within: (db: Db, id: number, publishTime: number) => Promise<void>) {
    const due = await this.repo.due(Date.now());
    if (due.length === 0) return 0;
    let published = 0;
    await this.committed(async (repo, tx) => {
      for (const n of due) {
        const time = Number(n.publish_time);
        if (await repo.move(n.id, NOTICE_STATUS.scheduled, NOTICE_STATUS.published)) {
          await within(tx, n.id, time);
          published += 1;
        }
      }
    });
    return published;
  }
}
