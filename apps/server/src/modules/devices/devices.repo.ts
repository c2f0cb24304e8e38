import type { Db } from '../../db/kysely.js';
import type { PageWindow } from '../../db/paging.js';

/** Kysely queries of classifications, device models and the customer's own devices. */
export class DevicesRepo {
  constructor(private readonly db: Db) {}

  classifications(kind: string) {
    return this.db
      .selectFrom('classifications')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Every classification's place in its tree, of every kind. */
  classificationLinks() {
    return this.db.selectFrom('classifications').select(['id', 'parent_id']).execute();
  }

  /** Listed models, optionally only of some classifications or some ids, in list order. */
  products(opts: { classificationIds?: number[] | undefined; ids?: number[] | undefined }) {
    let q = this.db.selectFrom('products').selectAll().where('status', '=', 1);
    if (opts.classificationIds) q = q.where('classification_id', 'in', opts.classificationIds);
    if (opts.ids) q = q.where('id', 'in', opts.ids.length ? opts.ids : [-1]);
    return q.orderBy('sort').orderBy('id').execute();
  }

  /** A listed model. */
  product(id: number) {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  /** The classification of a model, listed or not. */
  productClassification(id: number) {
    return this.db
      .selectFrom('products')
      .select('classification_id')
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** How many cases and how many apps name a model. */
  async linkCounts(productId: number): Promise<{ cases: number; apps: number }> {
    const [cases, apps] = await Promise.all([
      this.db
        .selectFrom('case_products')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('app_products')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow(),
    ]);
    return { cases: Number(cases.n), apps: Number(apps.n) };
  }

  /** A user's devices, those whose serial contains `serial` when there is one. */
  private mine(userId: number, serial?: string) {
    let base = this.db
      .selectFrom('devices')
      .innerJoin('products', 'products.id', 'devices.product_id')
      .where('devices.user_id', '=', userId);
    // Serials are upper case; the LIKE wildcards a customer types are dropped, not matched.
    if (serial)
      base = base.where(
        'devices.serial',
        'like',
        `%${serial.toUpperCase().replace(/[\\%_]/g, '')}%`,
      );
    return base;
  }

  async countMine(userId: number, serial?: string): Promise<number> {
    const r = await this.mine(userId, serial)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The devices of one page window (db/paging.ts), newest first. */
  pageMine(userId: number, serial: string | undefined, w: PageWindow) {
    const ids = this.mine(userId, serial)
      .select('devices.id')
      .orderBy('devices.created_at', w.order)
      .orderBy('devices.id', w.order)
      .limit(w.limit)
      .offset(w.offset);
    return this.db
      .selectFrom('devices')
      .innerJoin('products', 'products.id', 'devices.product_id')
      .select([
        'devices.id',
        'devices.serial',
        'devices.created_at',
        'products.model',
        'products.name_zh',
        'products.name_en',
      ])
      .where('devices.id', 'in', ids)
      .orderBy('devices.created_at', 'desc')
      .orderBy('devices.id', 'desc')
      .execute();
  }

  /** One of a user's devices by its serial. */
  device(userId: number, serial: string) {
    return this.db
      .selectFrom('devices')
      .innerJoin('products', 'products.id', 'devices.product_id')
      .select(['devices.serial', 'devices.service_password', 'products.model'])
      .where('devices.user_id', '=', userId)
      .where('devices.serial', '=', serial)
      .executeTakeFirst();
  }
}
