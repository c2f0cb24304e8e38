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

  /** The permissions granted to the user through any of their roles. */
  permissionsOf(userId: number) {
    return this.db
      .selectFrom('permissions')
      .innerJoin('role_permissions', 'role_permissions.permission_id', 'permissions.id')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
      .select([
        'permissions.id',
        'permissions.parent_id',
        'permissions.title',
        'permissions.name_zh',
        'permissions.name_en',
        // PostgreSQL needs the ORDER BY columns of a SELECT DISTINCT in the select list.
        'permissions.sort',
      ])
      .where('user_roles.user_id', '=', userId)
      .distinct()
      .orderBy('permissions.sort')
      .orderBy('permissions.id')
      .execute();
  }
}
