import type { Db } from '../kysely.js';
import { idOf, insertMissing } from './seed-rows.js';
import { AccountsRepo } from '../../modules/accounts/accounts.repo.js';

/** Top menu of the portal (platform 20, type 1), spec 2.3. */
const MENUS = [
  { zh: '工作台', en: 'Workbench', href: '/' },
  { zh: '解决方案', en: 'Solutions', href: '/solution' },
  { zh: '应用市场', en: 'App Market', href: '/marketplace' },
  { zh: '营销工具', en: 'Marketing', href: '/marketing' },
  { zh: '开发者', en: 'Developers', href: '/developer' },
  { zh: '下载中心', en: 'Downloads', href: '/download' },
  { zh: '服务支持', en: 'Support', href: '/support' },
];

/** Sections of the permission tree; `title` is what the section checks look for. */
const PERMISSIONS: { title: string; zh: string; en: string; parent?: string }[] = [
  { title: 'workbench', zh: '工作台', en: 'Workbench' },
  { title: 'solution', zh: '解决方案', en: 'Solutions' },
  { title: 'solution.download', zh: '方案资料下载', en: 'Solution downloads', parent: 'solution' },
  { title: 'marketplace', zh: '应用市场', en: 'App Market' },
  { title: 'marketing', zh: '营销工具', en: 'Marketing' },
  {
    title: 'marketing.download',
    zh: '营销资料下载',
    en: 'Marketing downloads',
    parent: 'marketing',
  },
  { title: 'developer', zh: '开发者', en: 'Developers' },
  { title: 'developer.sdk', zh: 'SDK 下载', en: 'SDK downloads', parent: 'developer' },
  { title: 'download', zh: '下载中心', en: 'Downloads' },
  { title: 'support', zh: '服务支持', en: 'Support' },
];

/** The portal's top menu and the permission tree, all granted to the customer role. */
export async function seedAccess(db: Db): Promise<{ customerRoleId: number }> {
  for (const [i, m] of MENUS.entries()) {
    await insertMissing(
      db
        .selectFrom('menus')
        .select('id')
        .where('platform_id', '=', 20)
        .where('type', '=', 1)
        .where('href', '=', m.href),
      () =>
        db.insertInto('menus').values({
          parent_id: null,
          platform_id: 20,
          type: 1,
          title_zh: m.zh,
          title_en: m.en,
          href: m.href,
          sort: i,
        }),
    );
  }

  const permIds = new Map<string, number>();
  for (const [i, p] of PERMISSIONS.entries()) {
    const id = await idOf(
      db.selectFrom('permissions').select('id').where('title', '=', p.title),
      () =>
        db
          .insertInto('permissions')
          .values({
            parent_id: p.parent ? (permIds.get(p.parent) ?? null) : null,
            title: p.title,
            name_zh: p.zh,
            name_en: p.en,
            sort: i,
          })
          .returning('id'),
    );
    permIds.set(p.title, id);
  }

  const roleId = await new AccountsRepo(db).roleId('customer');
  for (const id of permIds.values()) {
    await insertMissing(
      db
        .selectFrom('role_permissions')
        .select('role_id')
        .where('role_id', '=', roleId)
        .where('permission_id', '=', id),
      () => db.insertInto('role_permissions').values({ role_id: roleId, permission_id: id }),
    );
  }
  return { customerRoleId: roleId };
}
