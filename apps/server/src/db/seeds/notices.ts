import type { Db } from '../kysely.js';
import { NOTICES } from './notices.data.js';
import { DAY, insertMissing } from './seed-rows.js';

/** The published notices of the home page. */
export async function seedNotices(db: Db, now: number): Promise<void> {
  for (const n of NOTICES) {
    const t = now - n.daysAgo * DAY;
    await insertMissing(db.selectFrom('notices').select('id').where('title_zh', '=', n.zh), () =>
      db.insertInto('notices').values({
        title_zh: n.zh,
        title_en: n.en,
        content_zh: n.bodyZh,
        content_en: n.bodyEn,
        status: 1,
        publish_time: t,
        created_at: t - 3600_000,
      }),
    );
  }
}
