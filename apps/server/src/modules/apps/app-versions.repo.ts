import type { Insertable, Updateable } from 'kysely';
import type { PageWindow } from '../../db/paging.js';
import type { AppVersionsTable } from '../../db/tables.js';
import { AppRecordsRepo } from './app-records.repo.js';

/** The versions' queries, and what waits for review; AppsRepo (apps.repo.ts) adds the apps. */
export class AppVersionsRepo extends AppRecordsRepo {
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
}
