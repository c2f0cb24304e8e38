import { sql, type Insertable, type Updateable } from 'kysely';
import { idSource, likePattern, type IdSource } from '../../db/paging.js';
import { AppVersionsRepo } from './app-versions.repo.js';
import type { AppEditsTable, AppsTable } from '../../db/tables.js';

export { APP_FILE_KINDS, UPLOAD_KINDS } from './app-kinds.js';

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
export class AppsRepo extends AppVersionsRepo {
  /** Runs fn with this repository on one transaction: all its writes land together or none. */
  transaction<T>(fn: (tx: AppsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new AppsRepo(trx)));
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
}
