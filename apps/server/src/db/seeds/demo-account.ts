import type { Db } from '../kysely.js';
import { hashPassword } from '../../lib/password.js';
import { AccountsRepo } from '../../modules/accounts/accounts.repo.js';
import { DEMO_MESSAGES, type DemoMessage } from './demo-messages.data.js';
import { DAY } from './seed-rows.js';

export const DEMO_ACCOUNT = { username: 'demo', password: 'Demo@2026' } as const;

/**
 * The demo customer (role `roleId`) and, when the account is new, its inbox; its id. An existing
 * account is left as it is: its messages may have been read or deleted since. Messages about a
 * demo order come with the order (demo-orders.ts): they name its number.
 */
export async function seedDemoAccount(db: Db, roleId: number, now: number): Promise<number> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_ACCOUNT.username)
    .executeTakeFirst();
  if (found) return found.id;
  const demo = {
    id: await new AccountsRepo(db).insertUser({
      username: DEMO_ACCOUNT.username,
      password_hash: await hashPassword(DEMO_ACCOUNT.password),
      truename: '陈晓',
      phone: '13800138000',
      email: 'demo@example.com',
      company_name: '上海示例物流科技有限公司',
      category: '1',
      sale_manager: 'Li Wei',
      apply_system: 2,
      status: 'active',
      created_at: now,
      updated_at: now,
    }),
  };
  await db.insertInto('user_roles').values({ user_id: demo.id, role_id: roleId }).execute();
  for (const m of DEMO_MESSAGES.filter((d) => d.order === undefined)) {
    await db
      .insertInto('messages')
      .values(demoMessageRow(demo.id, m, now))
      .execute();
  }
  return demo.id;
}

/** The row of a seeded message; `number` fills the title of a message about an order. */
export function demoMessageRow(userId: number, m: DemoMessage, now: number, number = '') {
  return {
    user_id: userId,
    type: m.type,
    title_zh: m.zh[0].replace('{number}', number),
    title_en: m.en[0].replace('{number}', number),
    content_zh: m.zh[1],
    content_en: m.en[1],
    state: m.state,
    created_at: now - m.days * DAY,
  };
}
