import type { ConsoleReviewFilter, ConsoleReviewQueue } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';

/**
 * The states each review queue's filter stands for (decision 0020): waiting, accepted, refused.
 * A version's queue shows only versions reviewed on their own: the first one goes with its app.
 */
export const QUEUE_STATES: Record<ConsoleReviewQueue, Record<ConsoleReviewFilter, string[]>> = {
  developers: { pending: ['pending'], approved: ['approved'], rejected: ['rejected'] },
  apps: {
    pending: ['pending', 'updatePending'],
    approved: ['approved'],
    rejected: ['rejected', 'updateRejected'],
  },
  versions: {
    pending: ['pending'],
    approved: ['approved', 'published'],
    rejected: ['rejected', 'updateRejected'],
  },
};

const ON_ITS_OWN = ['approved', 'updatePending', 'updateRejected'];

/** One row of a queue, whatever the queue. */
export interface QueueRow {
  id: number;
  user_id: number;
  username: string;
  title_zh: string;
  title_en: string;
  status: string;
  version_name: string | null;
  version_code: number | null;
  submitted_at: number | null;
}

/** The review queues' reads: count, page and oldest waiting item, oldest submission first. */
export class ReviewQueueRepo {
  constructor(private readonly db: Db) {}

  private developers(states: string[]) {
    return this.db
      .selectFrom('developers')
      .innerJoin('users', 'users.id', 'developers.user_id')
      .where('developers.status', 'in', states);
  }

  private apps(states: string[]) {
    return this.db
      .selectFrom('apps')
      .innerJoin('users', 'users.id', 'apps.developer_id')
      .where('apps.review_status', 'in', states);
  }

  private versions(states: string[]) {
    return this.db
      .selectFrom('app_versions')
      .innerJoin('apps', 'apps.id', 'app_versions.app_id')
      .innerJoin('users', 'users.id', 'apps.developer_id')
      .where('app_versions.status', 'in', states)
      .where('apps.review_status', 'in', ON_ITS_OWN);
  }

  /** How many items are in the states and when the oldest was submitted. */
  async figure(queue: ConsoleReviewQueue, states: string[]) {
    const q =
      queue === 'developers'
        ? this.developers(states).select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.min('developers.submitted_at').as('oldest'),
          ])
        : queue === 'apps'
          ? this.apps(states).select((eb) => [
              eb.fn.countAll<number | string>().as('n'),
              eb.fn.min('apps.submitted_at').as('oldest'),
            ])
          : this.versions(states).select((eb) => [
              eb.fn.countAll<number | string>().as('n'),
              eb.fn.min('app_versions.submitted_at').as('oldest'),
            ]);
    const r = await q.executeTakeFirstOrThrow();
    return {
      waiting: Number(r.n),
      oldest: r.oldest === null || r.oldest === undefined ? null : Number(r.oldest),
    };
  }

  /** A page of a queue, oldest submission first. */
  page(
    queue: ConsoleReviewQueue,
    states: string[],
    offset: number,
    limit: number,
  ): Promise<QueueRow[]> {
    if (queue === 'developers')
      return this.developers(states)
        .select([
          'developers.user_id as id',
          'developers.user_id',
          'users.username',
          'developers.name as title_zh',
          'developers.name as title_en',
          'developers.status',
          'developers.submitted_at',
        ])
        .select((eb) => [
          eb.val<string | null>(null).as('version_name'),
          eb.val<number | null>(null).as('version_code'),
        ])
        .orderBy('developers.submitted_at')
        .orderBy('developers.user_id')
        .offset(offset)
        .limit(limit)
        .execute() as Promise<QueueRow[]>;
    if (queue === 'apps')
      return this.apps(states)
        .select([
          'apps.id',
          'apps.developer_id as user_id',
          'users.username',
          'apps.name_zh as title_zh',
          'apps.name_en as title_en',
          'apps.review_status as status',
          'apps.submitted_at',
        ])
        .select((eb) => [
          eb.val<string | null>(null).as('version_name'),
          eb.val<number | null>(null).as('version_code'),
        ])
        .orderBy('apps.submitted_at')
        .orderBy('apps.id')
        .offset(offset)
        .limit(limit)
        .execute() as Promise<QueueRow[]>;
    return this.versions(states)
      .select([
        'app_versions.id',
        'apps.developer_id as user_id',
        'users.username',
        'apps.name_zh as title_zh',
        'apps.name_en as title_en',
        'app_versions.status',
        'app_versions.version_name',
        'app_versions.version_code',
        'app_versions.submitted_at',
      ])
      .orderBy('app_versions.submitted_at')
      .orderBy('app_versions.id')
      .offset(offset)
      .limit(limit)
      .execute() as Promise<QueueRow[]>;
  }

  /** An icon or medium a developer uploaded for an app (the console shows it to reviewers). */
  appImage(fileId: number) {
    return this.db
      .selectFrom('files')
      .innerJoin('app_uploads', 'app_uploads.file_id', 'files.id')
      .select(['files.storage_key', 'files.mime', 'files.size'])
      .where('files.id', '=', fileId)
      .where('app_uploads.purpose', 'in', ['icon', 'media'])
      .executeTakeFirst();
  }

  username(userId: number) {
    return this.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirst()
      .then((r) => r?.username ?? '');
  }
}
