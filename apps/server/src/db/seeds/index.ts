import type { Db } from '../kysely.js';
import { hashPassword } from '../../modules/auth/password.js';
import { NOTICES } from './notices.data.js';
import { seedCatalogue } from './catalogue.js';
import { syncLinkColumns } from '../../modules/catalogue/link-columns.js';
import type { Storage } from '../../storage/storage.js';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_ACCOUNT = { username: 'demo', password: 'Demo@2026' } as const;

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

/** Dictionary entries every installation needs (spec 3: customer.type for user types). */
const DICTIONARY: { ctg: string; value: string; zh: string; en: string }[] = [
  { ctg: 'customer.type', value: '1', zh: '终端客户', en: 'End customer' },
  { ctg: 'customer.type', value: '2', zh: '渠道代理商', en: 'Channel partner' },
  { ctg: 'customer.type', value: '3', zh: '系统集成商', en: 'System integrator' },
  { ctg: 'customer.type', value: '4', zh: '软件开发商', en: 'Software developer' },
  { ctg: 'customer.type', value: '5', zh: '设备租赁商', en: 'Device leasing company' },
];

/** Reference data, inserted at every start when missing (idempotent). */
export async function seedReference(db: Db): Promise<void> {
  for (const [i, d] of DICTIONARY.entries()) {
    const exists = await db
      .selectFrom('dictionary')
      .select('id')
      .where('ctg_key', '=', d.ctg)
      .where('value', '=', d.value)
      .executeTakeFirst();
    if (!exists) {
      await db
        .insertInto('dictionary')
        .values({ ctg_key: d.ctg, value: d.value, name_zh: d.zh, name_en: d.en, sort: i })
        .execute();
    }
  }
}

/** Inserts what is missing; running it twice changes nothing. */
/** The demo account and its data, the notices and the catalogue (files go to `storage`). */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const now = Date.now();
  await seedReference(db);

  for (const [i, m] of MENUS.entries()) {
    const exists = await db
      .selectFrom('menus')
      .select('id')
      .where('platform_id', '=', 20)
      .where('type', '=', 1)
      .where('href', '=', m.href)
      .executeTakeFirst();
    if (!exists) {
      await db
        .insertInto('menus')
        .values({
          parent_id: null,
          platform_id: 20,
          type: 1,
          title_zh: m.zh,
          title_en: m.en,
          href: m.href,
          sort: i,
        })
        .execute();
    }
  }

  const permIds = new Map<string, number>();
  for (const [i, p] of PERMISSIONS.entries()) {
    let row = await db
      .selectFrom('permissions')
      .select('id')
      .where('title', '=', p.title)
      .executeTakeFirst();
    if (!row) {
      row = await db
        .insertInto('permissions')
        .values({
          parent_id: p.parent ? (permIds.get(p.parent) ?? null) : null,
          title: p.title,
          name_zh: p.zh,
          name_en: p.en,
          sort: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    permIds.set(p.title, row.id);
  }

  const roleId = await ensureRole(db, 'customer');
  for (const id of permIds.values()) {
    const has = await db
      .selectFrom('role_permissions')
      .select('role_id')
      .where('role_id', '=', roleId)
      .where('permission_id', '=', id)
      .executeTakeFirst();
    if (!has)
      await db
        .insertInto('role_permissions')
        .values({ role_id: roleId, permission_id: id })
        .execute();
  }

  let demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_ACCOUNT.username)
    .executeTakeFirst();
  if (!demo) {
    demo = await db
      .insertInto('users')
      .values({
        username: DEMO_ACCOUNT.username,
        password_hash: await hashPassword(DEMO_ACCOUNT.password),
        truename: '陈晓',
        headimg: '',
        phone: '13800138000',
        email: 'demo@example.com',
        company_name: '上海示例物流科技有限公司',
        category: '1',
        sale_manager: 'Li Wei',
        apply_system: 2,
        sex: 0,
        wechat: '',
        status: 'active',
        expires_at: null,
        failed_logins: 0,
        locked_until: null,
        lang: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: demo.id, role_id: roleId }).execute();
    const messages = [
      {
        zh: '您的工单 WO-20261118-0032 已回复',
        en: 'Your work order WO-20261118-0032 has a reply',
        state: 0,
        days: 0,
      },
      {
        zh: '应用“仓储盘点助手”审核通过',
        en: 'App "Warehouse Stocktake" passed review',
        state: 0,
        days: 1,
      },
      {
        zh: '您的 IoT 平台管理员账号已开通',
        en: 'Your IoT platform admin account is ready',
        state: 0,
        days: 2,
      },
      { zh: '企业认证已通过', en: 'Enterprise certification approved', state: 1, days: 10 },
    ];
    for (const m of messages) {
      await db
        .insertInto('messages')
        .values({
          user_id: demo.id,
          type: 1,
          title_zh: m.zh,
          title_en: m.en,
          content_zh: m.zh,
          content_en: m.en,
          state: m.state,
          created_at: now - m.days * DAY,
        })
        .execute();
    }
  }

  for (const n of NOTICES) {
    const exists = await db
      .selectFrom('notices')
      .select('id')
      .where('title_zh', '=', n.zh)
      .executeTakeFirst();
    if (!exists) {
      const t = now - n.daysAgo * DAY;
      await db
        .insertInto('notices')
        .values({
          title_zh: n.zh,
          title_en: n.en,
          content_zh: n.bodyZh,
          content_en: n.bodyEn,
          status: 1,
          publish_time: t,
          created_at: t - 3600_000,
        })
        .execute();
    }
  }
  await seedCatalogue(db, demo.id, storage);
  await syncLinkColumns(db);
}

export async function ensureRole(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (row) return row.id;
  const ins = await db
    .insertInto('roles')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ins.id;
}

/** True when the database holds no account yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}
