import { sql, type Insertable, type Updateable } from 'kysely';
import { queueRemovals } from '../../db/file-removals.js';
import type { Db } from '../../db/kysely.js';
import { idSource, likePattern, type IdSource, type PageWindow } from '../../db/paging.js';
import type {
  AppEditsTable,
  AppUploadsTable,
  AppVersionsTable,
  AppsTable,
  DevelopersTable,
  FilesTable,
} from '../../db/tables.js';

/** The file kinds of developer uploads (`files.kind`), by upload purpose. */
export const UPLOAD_KINDS = {
  icon: 'app-icon',
  package: 'app-package',
  media: 'app-media',
} as const;
export const APP_FILE_KINDS = Object.values(UPLOAD_KINDS);

export type AppRow = NonNullable<Awaited<ReturnType<AppsRepo['app']>>>;
export type VersionRow = NonNullable<Awaited<ReturnType<AppsRepo['version']>>>;
export type EditRow = NonNullable<Awaited<ReturnType<AppsRepo['edit']>>>;
export type UploadRow = NonNullable<Awaited<ReturnType<AppsRepo['upload']>>>;
export type ReviewRow = NonNullable<Awaited<ReturnType<AppsRepo['review']>>>;
export type DeveloperRow = NonNullable<Awaited<ReturnType<AppsRepo['developer']>>>;

/** What narrows my app list. */
export interface MyAppFilter {
  reviewStatus?: string | undefined;
  released?: boolean | undefined;
  keyword?: string | undefined;
}

/**
 * Kysely queries of developers, their apps, versions, listing changes, uploads and reviews; rows
 * only, no rules (the services hold them).
 */
export class AppsRepo {
  constructor(readonly db: Db) {}

  /** Runs fn with this repository on one transaction: all its writes land together or none. */
  transaction<T>(fn: (tx: AppsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new AppsRepo(trx)));
  }

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

  // ---- apps

  app(id: number) {
    return this.db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The app when the developer owns it; undefined for a missing one and for another's alike. */
  ownApp(userId: number, id: number) {
    return this.db
      .selectFrom('apps')
      .selectAll()
      .where('id', '=', id)
      .where('developer_id', '=', userId)
      .executeTakeFirst();
  }

  async insertApp(values: Insertable<AppsTable>): Promise<number> {
    const r = await this.db
      .insertInto('apps')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  /** Changes the app; with `fromStatus`, only while its review status is one of them. */
  async updateApp(
    id: number,
    values: Updateable<AppsTable>,
    fromStatus?: readonly string[],
  ): Promise<boolean> {
    let q = this.db.updateTable('apps').set(values).where('id', '=', id);
    if (fromStatus) q = q.where('review_status', 'in', fromStatus);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Puts the app on the market (1) or takes it off (0): only from the other shelf state and while
   * its review status is one of `fromStatus`; false otherwise.
   */
  async setReleased(
    id: number,
    released: 0 | 1,
    fromStatus: readonly string[],
    now: number,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('apps')
      .set({ released, ...(released ? { updated_at: now } : {}) })
      .where('id', '=', id)
      .where('released', '=', released ? 0 : 1)
      .where('review_status', 'in', fromStatus)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteApp(id: number): Promise<void> {
    await this.db.deleteFrom('apps').where('id', '=', id).execute();
  }

  /** Copies the app's channel, release state and update time onto its device links. */
  async syncLinks(appId: number): Promise<void> {
    await sql`update app_products set channel = (select channel from apps where apps.id = app_products.app_id), released = (select released from apps where apps.id = app_products.app_id), updated_at = (select updated_at from apps where apps.id = app_products.app_id) where app_id = ${appId}`.execute(
      this.db,
    );
  }

  /** Where a page of my apps' ids comes from: newest first. */
  myApps(userId: number, f: MyAppFilter): IdSource {
    let q = this.db.selectFrom('apps').where('developer_id', '=', userId);
    if (f.reviewStatus) q = q.where('review_status', '=', f.reviewStatus);
    if (f.released !== undefined) q = q.where('released', '=', f.released ? 1 : 0);
    if (f.keyword) {
      const p = likePattern(f.keyword);
      q = q.where(
        sql<boolean>`(lower(name_zh) like ${p} escape '\\' or lower(name_en) like ${p} escape '\\' or lower(package_name) like ${p} escape '\\')`,
      );
    }
    return idSource(q, 'id', [], 'desc');
  }

  /** The apps of some ids, newest first. */
  appsByIds(ids: ReturnType<IdSource['ids']>) {
    return this.db
      .selectFrom('apps')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Names (lower case, trimmed) another app uses: a developer app's, or any app's row. */
  async takenNames(keys: string[], appId: number | null): Promise<string[]> {
    if (keys.length === 0) return [];
    const reserved = await this.db
      .selectFrom('app_names')
      .select('name_key')
      .where('name_key', 'in', keys)
      .$if(appId !== null, (q) => q.where('app_id', '!=', appId!))
      .execute();
    const rows = await this.db
      .selectFrom('apps')
      .select([sql<string>`lower(name_zh)`.as('zh'), sql<string>`lower(name_en)`.as('en')])
      .where((eb) =>
        eb.or([eb(sql`lower(name_zh)`, 'in', keys), eb(sql`lower(name_en)`, 'in', keys)]),
      )
      .$if(appId !== null, (q) => q.where('id', '!=', appId!))
      .execute();
    const taken = new Set(reserved.map((r) => r.name_key));
    for (const r of rows) for (const k of [r.zh, r.en]) if (keys.includes(k)) taken.add(k);
    return [...taken];
  }

  /** Makes `keys` the names the app holds (a key another app holds fails: unique). */
  async setNames(appId: number, keys: string[]): Promise<void> {
    await this.db.deleteFrom('app_names').where('app_id', '=', appId).execute();
    if (keys.length)
      await this.db
        .insertInto('app_names')
        .values(keys.map((name_key) => ({ name_key, app_id: appId })))
        .execute();
  }

  /** Another app with this package name. */
  async packageTaken(packageName: string, appId: number | null): Promise<boolean> {
    const r = await this.db
      .selectFrom('apps')
      .select('id')
      .where('package_name', '=', packageName)
      .$if(appId !== null, (q) => q.where('id', '!=', appId!))
      .executeTakeFirst();
    return !!r;
  }

  /** The app classifications (the categories), in order. */
  categories() {
    return this.db
      .selectFrom('classifications')
      .select(['id', 'name_zh', 'name_en'])
      .where('kind', '=', 'app')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  category(id: number) {
    return this.db
      .selectFrom('classifications')
      .select(['id', 'name_zh', 'name_en'])
      .where('id', '=', id)
      .where('kind', '=', 'app')
      .executeTakeFirst();
  }

  // ---- listing: media and changes

  media(appIds: number[]) {
    if (appIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('app_media')
      .select(['app_id', 'file_id', 'kind', 'url'])
      .where('app_id', 'in', appIds)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async replaceMedia(
    appId: number,
    media: { fileId: number | null; kind: string; url: string }[],
  ): Promise<void> {
    await this.db.deleteFrom('app_media').where('app_id', '=', appId).execute();
    if (media.length)
      await this.db
        .insertInto('app_media')
        .values(
          media.map((m, i) => ({
            app_id: appId,
            kind: m.kind,
            url: m.url,
            sort: i,
            file_id: m.fileId,
          })),
        )
        .execute();
  }

  edit(appId: number) {
    return this.db
      .selectFrom('app_edits')
      .selectAll()
      .where('app_id', '=', appId)
      .executeTakeFirst();
  }

  /** Which of the apps have saved changes waiting. */
  async editedOf(appIds: number[]): Promise<Set<number>> {
    if (appIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('app_edits')
      .select('app_id')
      .where('app_id', 'in', appIds)
      .execute();
    return new Set(rows.map((r) => r.app_id));
  }

  edits(appIds: number[]) {
    if (appIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('app_edits').selectAll().where('app_id', 'in', appIds).execute();
  }

  async saveEdit(values: Insertable<AppEditsTable>): Promise<void> {
    const { app_id: _a, ...update } = values;
    await this.db
      .insertInto('app_edits')
      .values(values)
      .onConflict((oc) => oc.column('app_id').doUpdateSet(update))
      .execute();
  }

  async deleteEdit(appId: number): Promise<void> {
    await this.db.deleteFrom('app_edits').where('app_id', '=', appId).execute();
  }

  // ---- versions

  version(id: number) {
    return this.db.selectFrom('app_versions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The version when the developer owns its app; undefined for a missing one and another's. */
  ownVersion(userId: number, id: number) {
    return this.db
      .selectFrom('app_versions')
      .innerJoin('apps', 'apps.id', 'app_versions.app_id')
      .selectAll('app_versions')
      .where('app_versions.id', '=', id)
      .where('apps.developer_id', '=', userId)
      .executeTakeFirst();
  }

  /** Every version of an app, lowest first (an app has a handful). */
  versions(appId: number) {
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('id')
      .execute();
  }

  /** The highest version of each of some apps. */
  highestVersions(appIds: number[]) {
    if (appIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('app_versions')
          .select((e) => e.fn.max('id').as('id'))
          .where('app_id', 'in', appIds)
          .groupBy('app_id'),
      )
      .execute();
  }

  /** The first versions of some apps. */
  firstVersions(appIds: number[]) {
    if (appIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('app_versions')
          .select((e) => e.fn.min('id').as('id'))
          .where('app_id', 'in', appIds)
          .groupBy('app_id'),
      )
      .execute();
  }

  versionCount(appId: number): Promise<number> {
    return this.db
      .selectFrom('app_versions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** A page window of an app's versions, highest first. */
  versionPage(appId: number, w: PageWindow) {
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('id', w.order)
      .limit(w.limit)
      .offset(w.offset)
      .execute()
      .then((rows) => rows.sort((a, b) => b.id - a.id));
  }

  async insertVersion(values: Insertable<AppVersionsTable>): Promise<number> {
    const r = await this.db
      .insertInto('app_versions')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  /** Changes the version; with `fromStatus`, only while its status is one of them. */
  async updateVersion(
    id: number,
    values: Updateable<AppVersionsTable>,
    fromStatus?: readonly string[],
  ): Promise<boolean> {
    let q = this.db.updateTable('app_versions').set(values).where('id', '=', id);
    if (fromStatus) q = q.where('status', 'in', fromStatus);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteVersion(id: number): Promise<void> {
    await this.db.deleteFrom('app_versions').where('id', '=', id).execute();
  }

  /** One more download of the version, and of its app (the market's count). */
  async countDownload(versionId: number, appId: number): Promise<void> {
    await this.db
      .updateTable('app_versions')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', versionId)
      .execute();
    await this.db
      .updateTable('apps')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', appId)
      .execute();
  }

  /** Apps and versions waiting for review, oldest submission first. */
  pendingApps() {
    return this.db
      .selectFrom('apps')
      .innerJoin('users', 'users.id', 'apps.developer_id')
      .select([
        'apps.id',
        'apps.name_zh',
        'apps.name_en',
        'apps.review_status',
        'apps.submitted_at',
        'users.username',
      ])
      .where('apps.review_status', 'in', ['pending', 'updatePending'])
      .orderBy('apps.submitted_at')
      .execute();
  }

  pendingVersions() {
    return (
      this.db
        .selectFrom('app_versions')
        .innerJoin('apps', 'apps.id', 'app_versions.app_id')
        .innerJoin('users', 'users.id', 'apps.developer_id')
        .select([
          'app_versions.id',
          'app_versions.app_id',
          'app_versions.version_name',
          'app_versions.version_code',
          'app_versions.submitted_at',
          'apps.name_zh',
          'apps.name_en',
          'users.username',
        ])
        .where('app_versions.status', '=', 'pending')
        // The first version waits with its app's first review.
        .where('apps.review_status', 'in', ['approved', 'updatePending', 'updateRejected'])
        .orderBy('app_versions.submitted_at')
        .execute()
    );
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
