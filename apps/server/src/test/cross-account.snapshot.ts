import type { Db } from '../db/kysely.js';
import { USER_COLUMNS } from './fuzz-checks.js';

/** Every row of A's that a call of B could change, and A's live sessions. */
export async function snapshotOfA(db: Db, aId: number): Promise<string> {
  const parts = await Promise.all([
    db.selectFrom('users').select(USER_COLUMNS).where('id', '=', aId).execute(),
    db.selectFrom('favourites').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db.selectFrom('share_links').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db.selectFrom('files').selectAll().where('owner_id', '=', aId).orderBy('id').execute(),
    db.selectFrom('work_orders').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('work_order_messages')
      .innerJoin('work_orders', 'work_orders.id', 'work_order_messages.order_id')
      .select(['work_order_messages.id', 'work_order_messages.content'])
      .where('work_orders.user_id', '=', aId)
      .orderBy('work_order_messages.id')
      .execute(),
    db
      .selectFrom('messages')
      .select(['id', 'state'])
      .where('user_id', '=', aId)
      .orderBy('id')
      .execute(),
    db.selectFrom('identity_certs').selectAll().where('user_id', '=', aId).execute(),
    db.selectFrom('enterprise_certs').selectAll().where('user_id', '=', aId).execute(),
    db
      .selectFrom('user_platforms')
      .selectAll()
      .where('user_id', '=', aId)
      .orderBy('platform_id')
      .execute(),
    db
      .selectFrom('device_authorizations')
      .selectAll()
      .where('user_id', '=', aId)
      .orderBy('platform_id')
      .execute(),
    db.selectFrom('devices').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('app_purchases')
      .selectAll()
      .where('user_id', '=', aId)
      .orderBy('app_id')
      .execute(),
    db.selectFrom('admin_accounts').selectAll().where('owner_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('apps')
      .select(['id', 'released', 'name_en', 'version_code', 'review_status', 'current_version_id'])
      .where('developer_id', '=', aId)
      .orderBy('id')
      .execute(),
    db.selectFrom('developers').selectAll().where('user_id', '=', aId).execute(),
    db
      .selectFrom('app_versions')
      .innerJoin('apps', 'apps.id', 'app_versions.app_id')
      .select(['app_versions.id', 'app_versions.status', 'app_versions.package_file_id'])
      .where('apps.developer_id', '=', aId)
      .orderBy('app_versions.id')
      .execute(),
    db
      .selectFrom('app_edits')
      .innerJoin('apps', 'apps.id', 'app_edits.app_id')
      .select(['app_edits.app_id', 'app_edits.updated_at'])
      .where('apps.developer_id', '=', aId)
      .execute(),
    db
      .selectFrom('app_uploads')
      .select(['file_id', 'app_id'])
      .where('owner_id', '=', aId)
      .orderBy('file_id')
      .execute(),
    db
      .selectFrom('app_reviews')
      .leftJoin('review_replies', 'review_replies.review_id', 'app_reviews.id')
      .select(['app_reviews.id', 'review_replies.id as reply'])
      .where('app_reviews.user_id', '=', aId)
      .orderBy('app_reviews.id')
      .orderBy('review_replies.id')
      .execute(),
    db
      .selectFrom('app_names')
      .innerJoin('apps', 'apps.id', 'app_names.app_id')
      .select('app_names.name_key')
      .where('apps.developer_id', '=', aId)
      .orderBy('app_names.name_key')
      .execute(),
    db.selectFrom('search_records').selectAll().where('user_id', '=', aId).orderBy('id').execute(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', aId)
      .execute()
      .then((r) => r.map((x) => String(x.n))),
  ]);
  return JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
}
