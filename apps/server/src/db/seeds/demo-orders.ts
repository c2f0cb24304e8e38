import crypto from 'node:crypto';
import { sql } from 'kysely';
import { orderLink } from '@seuiot/contract';
import type { Db } from '../kysely.js';
import type { StagedFile, Storage } from '../../storage/storage.js';
import { orderNumber } from '../../modules/orders/orders.service.js';
import { DEMO_DEVICES } from './catalogue.data.js';
import { demoMessageRow } from './demo-account.js';
import { DEMO_MESSAGES } from './demo-messages.data.js';
import { DEMO_ORDERS } from './demo-orders.data.js';
import { renderPdf } from './pdf.js';
import { DAY, HOUR } from './seed-rows.js';

/** The staff member who answers the demo orders: a console username, as real replies carry. */
export const DEMO_STAFF_NAME = 'wang.lei';

/** YYYYMMDD of `ms` in UTC, the day the orders module numbers an order by. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A number of `day` through its counter (work_order_days): `preferred` when the day has not given
 * it yet, else the next one; numbers given later that day follow it.
 */
async function claimNumber(db: Db, day: string, preferred: number): Promise<string> {
  const row = await db
    .insertInto('work_order_days')
    .values({ day, last: preferred })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({
        last: sql<number>`case when work_order_days.last + 1 > ${preferred} then work_order_days.last + 1 else ${preferred} end`,
      }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return orderNumber(day, Number(row.last));
}

/**
 * Inserts the demo customer's work orders that are missing (by `seed_key`), numbered by their
 * creation day, with the inbox messages that name them; files go to `storage`.
 */
export async function seedDemoOrders(
  db: Db,
  demoId: number,
  storage: Storage,
  now: number,
): Promise<void> {
  const types = new Map(
    (await db.selectFrom('order_types').select(['id', 'code']).execute()).map((t) => [
      t.code,
      t.id,
    ]),
  );
  const device = await db
    .selectFrom('devices')
    .innerJoin('products', 'products.id', 'devices.product_id')
    .select(['devices.serial', 'products.model'])
    .where('devices.user_id', '=', demoId)
    .where(
      'devices.serial',
      'in',
      DEMO_DEVICES.map((d) => d.serial),
    )
    .orderBy('devices.id')
    .executeTakeFirst();
  for (const o of DEMO_ORDERS) {
    const found = await db
      .selectFrom('work_orders')
      .select('id')
      .where('seed_key', '=', o.key)
      .executeTakeFirst();
    if (found) continue;
    const created = now - o.daysAgo * DAY - 6 * HOUR;
    const submitted = o.status === 0 ? null : created;
    const times = o.conversation.map((e) => created + e.at * HOUR);
    const staffTimes = o.conversation
      .map((e, i) => (e.author === 'staff' ? times[i]! : null))
      .filter((v): v is number => v !== null);
    const last = times.at(-1) ?? created;
    const firstReply = staffTimes[0] ?? null;
    // The clock ran from submission to the first reply, then while the customer's answers waited.
    let working = 0;
    let waitingSince = submitted;
    for (const [i, e] of o.conversation.entries()) {
      if (e.author === 'staff' && waitingSince !== null) {
        working += times[i]! - waitingSince;
        waitingSince = null;
      } else if (e.author === 'customer' && waitingSince === null) waitingSince = times[i]!;
    }
    const closedAt = o.status === 3 ? last : null;
    const key = `order/${crypto.randomUUID()}`;
    // The attachment's bytes wait under a partial name until its row commits (storage.stage).
    const staging: { file?: StagedFile } = {};
    await db
      .transaction()
      .execute(async (tx) => {
        const number = await claimNumber(tx, dayOf(created), o.seq);
        const pdf = o.attachment ? renderPdf(o.attachment.title, number, { zh: [], en: [] }) : null;
        if (pdf) staging.file = await storage.stage(key, pdf);
        const id = (
          await tx
            .insertInto('work_orders')
            .values({
              number,
              seed_key: o.key,
              user_id: demoId,
              type_id: types.get(o.type) ?? null,
              title: o.title,
              product_name: o.productName,
              contact: o.contact,
              description: o.description,
              status: o.status,
              device_serial: o.device && device ? device.serial : null,
              device_model: o.device && device ? device.model : null,
              app_name: o.app?.[0] ?? null,
              app_version: o.app?.[1] ?? null,
              linked_order_id: null,
              created_at: created,
              submitted_at: submitted,
              first_reply_at: firstReply,
              last_staff_reply_at: staffTimes.at(-1) ?? null,
              closed_at: closedAt,
              closed_by: o.closedBy ?? null,
              autoclose_warned_at: null,
              working_ms: working,
              status_since: o.status === 1 ? (waitingSince ?? created) : last,
              first_reply_ms:
                firstReply === null || submitted === null ? null : firstReply - submitted,
              resolution_ms: closedAt === null ? null : working,
              rating: o.rating?.[0] ?? null,
              rating_comment: o.rating?.[1] ?? null,
              rated_at: o.rating ? last + HOUR : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        for (const [i, e] of o.conversation.entries()) {
          await tx
            .insertInto('work_order_messages')
            .values({
              order_id: id,
              author: e.author,
              author_name:
                e.author === 'customer'
                  ? 'demo'
                  : e.author === 'staff'
                    ? DEMO_STAFF_NAME
                    : 'system',
              content: e.content,
              content_en: e.contentEn ?? null,
              created_at: times[i]!,
            })
            .execute();
        }
        if (o.attachment && pdf) {
          const bytes = pdf;
          const fileId = (
            await tx
              .insertInto('files')
              .values({
                owner_id: demoId,
                kind: 'order',
                storage_key: key,
                mime: 'application/pdf',
                size: bytes.length,
                width: null,
                height: null,
                created_at: created,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
          await tx
            .insertInto('work_order_files')
            .values({
              order_id: id,
              message_id: null,
              file_id: fileId,
              name: o.attachment.name,
              format: 'pdf',
            })
            .execute();
        }
        // The inbox messages about this order name its number and open it.
        for (const m of DEMO_MESSAGES.filter((d) => d.order === o.key))
          await tx
            .insertInto('messages')
            .values({ ...demoMessageRow(demoId, m, now, number), link: orderLink(id) })
            .execute();
      })
      .catch(async (err: unknown) => {
        await staging.file?.discard();
        throw err;
      });
    await staging.file?.commit();
  }
}
