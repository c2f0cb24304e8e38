import { permissionsHeld } from '../../http/permission.js';
import type { Db } from '../../db/kysely.js';

export class MenusRepo {
  constructor(private readonly db: Db) {}

  menus(platformId: number, type: number) {
    return this.db
      .selectFrom('menus')
      .select(['id', 'parent_id', 'title_zh', 'title_en', 'href'])
      .where('platform_id', '=', platformId)
      .where('type', '=', type)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The sections the user holds: by role, with what sales gave or took (decision 0023). */
  permissionsOf(userId: number) {
    return this.db
      .selectFrom('permissions')
      .select([
        'permissions.id',
        'permissions.parent_id',
        'permissions.title',
        'permissions.name_zh',
        'permissions.name_en',
        'permissions.sort',
      ])
      .where('permissions.id', 'in', permissionsHeld(this.db, userId))
      .orderBy('permissions.sort')
      .orderBy('permissions.id')
      .execute();
  }
}
