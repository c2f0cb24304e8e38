import type { Db } from '../kysely.js';
import { hashPassword } from '../../modules/auth/password.js';
import { NOTICES } from './notices.data.js';
import { seedCatalogue } from './catalogue.js';
import { syncLinkColumns } from '../link-columns.js';
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
    // Message types of the contract (MESSAGE_TYPES, decision 0008); three unread, and enough read
    // ones that the list has a second page.
    const messages: {
      type: number;
      zh: [string, string];
      en: [string, string];
      state: number;
      days: number;
    }[] = [
      {
        type: 5,
        zh: [
          '您的工单 WO-20261118-0032 已回复',
          '技术支持已回复您的工单“网关离线后无法自动重连”，请在个人中心查看回复内容。',
        ],
        en: [
          'Your work order WO-20261118-0032 has a reply',
          'Support has replied to your work order "Gateway does not reconnect after going offline". See the reply in your personal center.',
        ],
        state: 0,
        days: 0,
      },
      {
        type: 4,
        zh: [
          '应用“仓储盘点助手”审核通过',
          '您提交的应用“仓储盘点助手” 2.3.0 版本已审核通过，可在开发者中心发布上架。',
        ],
        en: [
          'App "Warehouse Stocktake" passed review',
          'Version 2.3.0 of your app "Warehouse Stocktake" passed review. You can release it from the developer area.',
        ],
        state: 0,
        days: 1,
      },
      {
        type: 3,
        zh: [
          '您的 IoT 平台管理员账号已开通',
          'IoT 主系统管理员账号已开通，可在工作台“我的管理系统”中进入系统。',
        ],
        en: [
          'Your IoT platform admin account is ready',
          'Your admin account of the main IoT system is ready. Enter the system from "My management systems" on the workbench.',
        ],
        state: 0,
        days: 2,
      },
      {
        type: 1,
        zh: [
          '系统维护通知',
          '平台将于本周六 02:00 至 04:00 进行例行维护，期间下载与预览服务可能短暂不可用。',
        ],
        en: [
          'Scheduled maintenance',
          'The platform will be under routine maintenance this Saturday from 02:00 to 04:00; downloads and previews may be briefly unavailable.',
        ],
        state: 1,
        days: 4,
      },
      {
        type: 2,
        zh: [
          '企业认证已通过',
          '您提交的企业认证已审核通过。可在“个人中心 - 企业认证”查看认证信息。',
        ],
        en: [
          'Enterprise certification approved',
          'Your enterprise certification has been reviewed and approved. See it under "Personal center - Enterprise certification".',
        ],
        state: 1,
        days: 10,
      },
      {
        type: 2,
        zh: [
          '实名认证已通过',
          '您提交的实名认证已审核通过。可在“个人中心 - 实名认证”查看认证信息。',
        ],
        en: [
          'Real-name certification approved',
          'Your real-name certification has been reviewed and approved. See it under "Personal center - Real-name certification".',
        ],
        state: 1,
        days: 12,
      },
      {
        type: 4,
        zh: [
          '应用“车队调度”版本更新已发布',
          '您的应用“车队调度” 1.8.2 版本已发布，设备将在下次检查更新时获取。',
        ],
        en: [
          'Update of "Fleet Dispatch" released',
          'Version 1.8.2 of your app "Fleet Dispatch" is released; devices get it at their next update check.',
        ],
        state: 1,
        days: 15,
      },
      {
        type: 1,
        zh: [
          '新版 SDK 已上线',
          'Android SDK 5.2 已上线，新增扫描引擎参数配置接口，可在开发者中心下载。',
        ],
        en: [
          'New SDK available',
          'Android SDK 5.2 is available with a new scan engine configuration API. Download it from the developer area.',
        ],
        state: 1,
        days: 20,
      },
      {
        type: 5,
        zh: [
          '您的工单 WO-20261020-0107 已关闭',
          '您的工单“批量导入设备失败”已处理完毕并关闭。如仍有问题，请提交新的工单。',
        ],
        en: [
          'Your work order WO-20261020-0107 is closed',
          'Your work order "Bulk device import fails" has been resolved and closed. If the problem remains, please submit a new work order.',
        ],
        state: 1,
        days: 28,
      },
      {
        type: 3,
        zh: [
          'MDM 子系统试用即将到期',
          '您的 MDM 子系统试用将在 3 天后到期，如需继续使用请联系销售经理。',
        ],
        en: [
          'MDM subsystem trial ends soon',
          'Your trial of the MDM subsystem ends in 3 days. Please contact your sales manager to keep using it.',
        ],
        state: 1,
        days: 35,
      },
      {
        type: 1,
        zh: ['隐私政策更新', '我们更新了隐私政策，新增了关于设备日志保存期限的说明。'],
        en: [
          'Privacy policy updated',
          'We have updated our privacy policy with how long device logs are kept.',
        ],
        state: 1,
        days: 45,
      },
      {
        type: 1,
        zh: [
          '欢迎使用 SEUIOT 客户门户',
          '您的账号已开通。可在工作台查看设备数据、申请系统试用，并在支持中心提交工单。',
        ],
        en: [
          'Welcome to the SEUIOT customer portal',
          'Your account is open. See your device data and apply for system trials on the workbench, and submit work orders in support.',
        ],
        state: 1,
        days: 60,
      },
    ];
    for (const m of messages) {
      await db
        .insertInto('messages')
        .values({
          user_id: demo.id,
          type: m.type,
          title_zh: m.zh[0],
          title_en: m.en[0],
          content_zh: m.zh[1],
          content_en: m.en[1],
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
