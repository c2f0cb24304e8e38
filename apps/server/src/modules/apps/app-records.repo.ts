import type { Insertable, Updateable } from 'kysely';
import { queueRemovals } from '../../db/file-removals.js';
import type { Db } from '../../db/kysely.js';
import type { AppUploadsTable, DevelopersTable, FilesTable } from '../../db/tables.js';
import { APP_FILE_KINDS } from './app-kinds.js';

/**
 * The queries of the apps module around its apps: developers, files and uploads, review decisions
 * and replies. AppsRepo (apps.repo.ts) adds the apps and versions; callers use AppsRepo.
 */
export class AppRecordsRepo {
  constructor(readonly db: Db) {}

  // ---- developers

  developer(userId: number) {
    return this.db
      .selectFrom('developers')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async saveDeveloper(values: Insertable<DevelopersTable>): Promise<void> {
    const { user_id: _u, created_at: _c, ...update } = values;
    await this.db
      .insertInto('developers')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(update))
      .execute();
  }

  /** Moves the onboarding from one of `from` to `to`; false when it was in none of them. */
  async moveDeveloper(
    userId: number,
    from: readonly string[],
    values: Updateable<DevelopersTable>,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('developers')
      .set(values)
      .where('user_id', '=', userId)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  pendingDevelopers() {
    return this.db
      .selectFrom('developers')
      .innerJoin('users', 'users.id', 'developers.user_id')
      .select(['users.username', 'developers.name', 'developers.type', 'developers.submitted_at'])
      .where('developers.status', '=', 'pending')
      .orderBy('developers.submitted_at')
      .execute();
  }

  userByName(username: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', '=', username)
      .executeTakeFirst();
  }

  // ---- files and uploads

  async insertFile(values: Insertable<FilesTable>): Promise<number> {
    const r = await this.db
      .insertInto('files')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async insertUpload(values: Insertable<AppUploadsTable>): Promise<void> {
    await this.db.insertInto('app_uploads').values(values).execute();
  }

  /** An upload with its stored file. */
  upload(fileId: number) {
    return this.db
      .selectFrom('app_uploads')
      .innerJoin('files', 'files.id', 'app_uploads.file_id')
      .selectAll('app_uploads')
      .select(['files.storage_key', 'files.mime', 'files.size', 'files.width', 'files.height'])
      .where('app_uploads.file_id', '=', fileId)
      .executeTakeFirst();
  }

  uploads(fileIds: number[]) {
    if (fileIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('app_uploads')
      .innerJoin('files', 'files.id', 'app_uploads.file_id')
      .selectAll('app_uploads')
      .select(['files.storage_key', 'files.mime', 'files.size', 'files.width', 'files.height'])
      .where('app_uploads.file_id', 'in', fileIds)
      .execute();
  }

  /** The uploads an app uses or used. */
  uploadsOf(appId: number) {
    return this.db
      .selectFrom('app_uploads')
      .innerJoin('files', 'files.id', 'app_uploads.file_id')
      .selectAll('app_uploads')
      .select(['files.storage_key', 'files.mime', 'files.size', 'files.width', 'files.height'])
      .where('app_uploads.app_id', '=', appId)
      .orderBy('app_uploads.file_id')
      .execute();
  }

  /**
   * Gives an upload of the owner to the app: false when it is not the owner's, or already used
   * by another app (one statement, so two saves racing for one upload cannot both have it).
   */
  async claimUpload(ownerId: number, fileId: number, appId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('app_uploads')
      .set({ app_id: appId })
      .where('file_id', '=', fileId)
      .where('owner_id', '=', ownerId)
      .where((eb) => eb.or([eb('app_id', 'is', null), eb('app_id', '=', appId)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Bytes of app files the owner keeps. */
  async appBytes(ownerId: number): Promise<number> {
    const r = await this.db
      .selectFrom('files')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('n'))
      .where('owner_id', '=', ownerId)
      .where('kind', 'in', APP_FILE_KINDS)
      .executeTakeFirstOrThrow();
    return Number(r.n ?? 0);
  }

  /** Uploads no app has used since before `before`. */
  unusedUploads(before: number, limit = 500) {
    return this.db
      .selectFrom('app_uploads')
      .select('file_id')
      .where('app_id', 'is', null)
      .where('created_at', '<', before)
      .limit(limit)
      .execute()
      .then((rows) => rows.map((r) => r.file_id));
  }

  /**
   * Deletes file rows (their upload rows go with them) and journals their bytes for removal in the
   * same transaction (db/file-removals.ts); answers the keys to remove after the commit.
   */
  async deleteFiles(fileIds: number[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const keys = (
      await this.db
        .deleteFrom('files')
        .where('id', 'in', fileIds)
        .returning('storage_key')
        .execute()
    ).map((r) => r.storage_key);
    await queueRemovals(this.db, keys);
    return keys;
  }

  /** A stored file of the owner's, or an icon or medium of a released app's listing. */
  visibleFile(fileId: number, userId: number | null) {
    return this.db
      .selectFrom('files')
      .innerJoin('app_uploads', 'app_uploads.file_id', 'files.id')
      .select([
        'files.id',
        'files.storage_key',
        'files.mime',
        'files.size',
        'files.owner_id',
        'app_uploads.purpose',
        'app_uploads.file_name',
      ])
      .where('files.id', '=', fileId)
      .where((eb) => {
        const live = eb.or([
          eb.exists(
            eb
              .selectFrom('apps')
              .select('apps.id')
              .whereRef('apps.icon_file_id', '=', 'files.id')
              .where('apps.released', '=', 1),
          ),
          eb.exists(
            eb
              .selectFrom('app_media')
              .innerJoin('apps', 'apps.id', 'app_media.app_id')
              .select('app_media.id')
              .whereRef('app_media.file_id', '=', 'files.id')
              .where('apps.released', '=', 1),
          ),
        ]);
        return userId === null ? live : eb.or([eb('files.owner_id', '=', userId), live]);
      })
      .executeTakeFirst();
  }

  // ---- reviews

  async insertReview(values: {
    subject: string;
    user_id: number;
    app_id: number | null;
    version_id: number | null;
    version_name: string | null;
    outcome: string;
    reasons: string;
    note: string;
    reviewer: string;
    submitted_at: number;
    decided_at: number;
  }): Promise<number> {
    const r = await this.db
      .insertInto('app_reviews')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  review(id: number) {
    return this.db.selectFrom('app_reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The decisions on an app (its first review, listing updates, versions), newest first. */
  reviewsOfApp(appId: number) {
    return this.db
      .selectFrom('app_reviews')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** The latest decision on a subject: the developer's onboarding, an app's listing, a version. */
  latestReview(
    by: { userId: number; subject: 'developer' } | { appId: number } | { versionId: number },
  ) {
    let q = this.db.selectFrom('app_reviews').selectAll();
    if ('userId' in by) q = q.where('user_id', '=', by.userId).where('subject', '=', 'developer');
    else if ('appId' in by)
      q = q.where('app_id', '=', by.appId).where('subject', 'in', ['app', 'update']);
    else q = q.where('version_id', '=', by.versionId);
    return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** The latest decision on each of some apps' listings or some versions. */
  async latestReviews(by: 'app' | 'version', ids: number[]) {
    if (ids.length === 0) return [];
    const column = by === 'app' ? 'app_id' : 'version_id';
    let latest = this.db
      .selectFrom('app_reviews')
      .select((eb) => eb.fn.max('id').as('id'))
      .where(column, 'in', ids)
      .groupBy(column);
    if (by === 'app') latest = latest.where('subject', 'in', ['app', 'update']);
    return this.db.selectFrom('app_reviews').selectAll().where('id', 'in', latest).execute();
  }

  replies(reviewIds: number[]) {
    if (reviewIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('review_replies')
      .selectAll()
      .where('review_id', 'in', reviewIds)
      .orderBy('id')
      .execute();
  }

  async insertReply(reviewId: number, author: string, body: string, now: number): Promise<void> {
    await this.db
      .insertInto('review_replies')
      .values({ review_id: reviewId, author, body, created_at: now })
      .execute();
  }

  /** How long the app and version reviews decided since `since` took, in milliseconds. */
  async reviewDurations(since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('app_reviews')
      .select(['submitted_at', 'decided_at'])
      .where('decided_at', '>=', since)
      .where('subject', 'in', ['app', 'update', 'version'])
      .execute();
    return rows.map((r) => Number(r.decided_at) - Number(r.submitted_at));
  }
}
