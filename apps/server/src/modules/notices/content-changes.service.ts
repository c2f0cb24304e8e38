import { sql } from 'kysely';
import { isPostgres, otherWritersProbe, type Db } from '../../db/kysely.js';

/** The PostgreSQL channel on which a server tells the others that notices or banners changed. */
export const CONTENT_CHANGES_CHANNEL = 'seuiot_content_changes';

/**
 * When the public notice lists kept in memory (NoticesService, decision 0013) must be read again
 * (decision 0023): a generation that moves when this process changed notices (`changed`, after
 * the commit), when another server announced a change (PostgreSQL NOTIFY, heard in app.ts), and
 * on SQLite when another process committed to the database file (`data_version`, as
 * http/user-answers.ts). The list caches compare it on every read, so a published or withdrawn
 * notice shows in the next list call of every server.
 */
export class ContentChanges {
  private static readonly byDb = new WeakMap<Db, ContentChanges>();

  /** The one instance of a database (the routes and the scheduled-publish job share it). */
  static of(db: Db): ContentChanges {
    let c = ContentChanges.byDb.get(db);
    if (!c) {
      c = new ContentChanges(otherWritersProbe(db));
      ContentChanges.byDb.set(db, c);
    }
    return c;
  }

  /** Tells the other servers when `tx` commits (nothing when it rolls back); no-op on SQLite. */
  static async announce(tx: Db): Promise<void> {
    if (isPostgres(tx)) await sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, '')`.execute(tx);
  }

  private gen = 0;
  private lastProbe: number | undefined;
  private lastLookAt = -Infinity;

  constructor(
    private readonly otherWriters: (() => number) | null,
    /** The SQLite look costs a few microseconds: taken at most this often. */
    private readonly lookEveryMs = 50,
  ) {}

  /** Told of every `changed`: tells the other instances (Redis pub/sub, decision 0027). */
  private tell: (() => void) | null = null;

  tellOthers(tell: () => void): void {
    this.tell = tell;
  }

  /** This process changed what the public lists show (after the commit). */
  changed(): void {
    this.changedHere();
    this.tell?.();
  }

  /** Another server said it changed what the public lists show. */
  changedHere(): void {
    this.gen += 1;
  }

  /** The current generation; a kept list of an older one is stale. */
  generation(): number {
    if (this.otherWriters) {
      const now = Date.now();
      if (now - this.lastLookAt >= this.lookEveryMs) {
        this.lastLookAt = now;
        const seen = this.otherWriters();
        if (this.lastProbe !== undefined && seen !== this.lastProbe) this.gen += 1;
        this.lastProbe = seen;
      }
    }
    return this.gen;
  }
}
