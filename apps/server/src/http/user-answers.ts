import { shared } from './answer-json.js';

/**
 * The answers of a signed-in customer's reads, kept for a few seconds per user (decision 0013).
 * A page load of the portal asks for the same handful of things (profile, unread count, the first
 * page of messages or favourites), and every open tab polls the unread count: the database work
 * of such a read is done once per user and topic until the user's data changes, then the answer's
 * JSON text is reused (`shared`, http/answer-json.ts).
 *
 * Correct invalidation: every write of this server that changes what a topic shows calls
 * `forget(userId, topic)` after it committed. That bumps the topic's generation, which is part of
 * every key, so all older answers become unreachable at once, and an answer whose load began
 * before the change is not kept. Writers outside this process: see the constructor (SQLite:
 * within 50 ms; PostgreSQL: the NOTIFY of db/kysely.ts; anything else within `ttlMs`, like
 * sessions, http/session.ts).
 */
export type UserTopic =
  /** My information and certification state. */
  | 'profile'
  /** The login log. */
  | 'logins'
  /** My messages and the unread count. */
  | 'messages'
  /** My favourites. */
  | 'favourites'
  /** My devices and the workbench's "my data". */
  | 'devices'
  /** The permission tree. */
  | 'permissions'
  /** My developer onboarding, apps, versions and their reviews (decision 0015). */
  | 'apps'
  /** My work orders' list (decision 0016). */
  | 'orders';

export const USER_TOPICS: readonly UserTopic[] = [
  'profile',
  'logins',
  'messages',
  'favourites',
  'devices',
  'permissions',
  'apps',
  'orders',
];

export class UserAnswers {
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** The generation of each user topic changed within the last `ttlMs`. */
  private readonly generations = new Map<string, { gen: number; at: number }>();
  private nextGeneration = 1;
  private lastProbe: number | undefined;

  /**
   * `ttlMs` 0 keeps nothing: every read loads (the bench measures that path too). `otherWriters`
   * (db/kysely.ts, SQLite only) changes when another process commits: everything kept is
   * forgotten then, so an admin command's change shows at once. PostgreSQL has no such reading:
   * there the admin commands announce the users they changed (NOTIFY) and app.ts calls
   * `forgetUser`; any other writer's change shows within `ttlMs`.
   */
  constructor(
    readonly ttlMs = 5_000,
    private readonly otherWriters: (() => number) | null = null,
    private readonly max = 20_000,
    /**
     * The look costs about 5 µs (SQLite reads its WAL index), a tenth of a kept answer's whole
     * request: taken at most this often. A command that ends after the last look is seen by the
     * first read after this time.
     */
    private readonly lookEveryMs = 50,
  ) {}

  private lastLookAt = -Infinity;

  /** Forgets everything when another process wrote to the database since the last look. */
  private checkOtherWriters(now: number): void {
    if (!this.otherWriters || now - this.lastLookAt < this.lookEveryMs) return;
    this.lastLookAt = now;
    const seen = this.otherWriters();
    if (this.lastProbe !== undefined && seen !== this.lastProbe) this.forgetAllHere();
    this.lastProbe = seen;
  }

  /**
   * Forgets every user's answers in this instance: another process wrote, or the channel that
   * tells of other writers' changes (Redis, PostgreSQL LISTEN) was lost and may have missed some.
   */
  forgetAllHere(): void {
    this.entries.clear();
    this.loading.clear();
    // Loads under way may have read the older state: none of them is kept.
    this.nextGeneration += 1;
    this.epoch = this.nextGeneration;
  }

  /** Part of every key: moves when everything is forgotten at once. */
  private epoch = 0;

  /** The generations of the topics, as part of a key. */
  private generation(userId: number, topics: UserTopic | readonly UserTopic[]): string {
    const of = (topic: UserTopic) =>
      `${topic}:${this.generations.get(`${userId}|${topic}`)?.gen ?? 0}`;
    return `${this.epoch}/${typeof topics === 'string' ? of(topics) : topics.map(of).join(',')}`;
  }

  /**
   * The answer of `key` (the call and its query) for the user, made of what `topics` name; loaded
   * when not kept.
   */
  get<T>(
    userId: number,
    topics: UserTopic | readonly UserTopic[],
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    this.checkOtherWriters(now);
    const gen = this.generation(userId, topics);
    const k = `${userId}|${gen}|${key}`;
    const hit = this.entries.get(k);
    if (hit && now - hit.at < this.ttlMs) return Promise.resolve(hit.value as T);
    // Requests of the same moment share one load.
    const pending = this.loading.get(k);
    if (pending) return pending as Promise<T>;
    const p = load().then(
      (loaded) => {
        this.loading.delete(k);
        const value = shared(loaded);
        // A change while it loaded: the value may be older than the change, so it is not kept.
        if (this.generation(userId, topics) === gen) this.keep(k, value, now);
        return value;
      },
      (err: unknown) => {
        this.loading.delete(k);
        throw err;
      },
    );
    this.loading.set(k, p);
    return p;
  }

  private keep(k: string, value: unknown, at: number): void {
    this.entries.delete(k);
    if (this.entries.size >= this.max) {
      // The oldest first (a Map keeps insertion order; a refreshed entry is inserted anew).
      for (const [old, e] of this.entries) {
        if (this.entries.size < this.max && at - e.at < this.ttlMs) break;
        this.entries.delete(old);
      }
    }
    this.entries.set(k, { value, at });
  }

  /** Told of every `forget`: tells the other instances (Redis pub/sub, decision 0027). */
  private tell: ((userId: number, topics: UserTopic[]) => void) | null = null;

  tellOthers(tell: (userId: number, topics: UserTopic[]) => void): void {
    this.tell = tell;
  }

  /** Forgets everything kept of the user (a change made elsewhere, of unknown extent). */
  forgetUser(userId: number): void {
    this.forget(userId, ...USER_TOPICS);
  }

  /** Forgets what was kept of the user's topics: call it after a write to them committed. */
  forget(userId: number, ...topics: UserTopic[]): void {
    this.forgetHere(userId, topics);
    this.tell?.(userId, topics);
  }

  /** `forget` in this instance only (another instance, or PostgreSQL, told of the change). */
  forgetHere(userId: number, topics: readonly string[]): void {
    const now = Date.now();
    for (const topic of topics) {
      // A topic named by another instance is one this instance knows (or is skipped).
      if (!(USER_TOPICS as readonly string[]).includes(topic)) continue;
      const k = `${userId}|${topic}`;
      this.generations.delete(k);
      this.generations.set(k, { gen: this.nextGeneration++, at: now });
    }
    // A generation older than the TTL can go: every answer kept under an earlier one has expired.
    if (this.generations.size > this.max)
      for (const [k, g] of this.generations) {
        if (now - g.at < this.ttlMs) break;
        this.generations.delete(k);
      }
  }
}
