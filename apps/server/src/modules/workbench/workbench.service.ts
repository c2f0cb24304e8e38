import type { Lang, Platform } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { devicesGranted } from '../messages/message-texts.js';
import { insertMessage } from '../messages/messages.repo.js';
import { iso, t } from '../../lib/text.js';

const DAY = 24 * 60 * 60 * 1000;

/** The workbench: my data, my management systems and their trials. */
export class WorkbenchService {
  constructor(private readonly db: Db) {}

  private count(q: Promise<{ n: number | string }>): Promise<number> {
    return q.then((r) => Number(r.n));
  }

  async deviceCount(userId: number): Promise<number> {
    return this.count(
      this.db
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    );
  }

  async myData(userId: number) {
    const [deviceCount, purchasedApps, adminAccounts, unreadMessages] = await Promise.all([
      this.deviceCount(userId),
      this.count(
        this.db
          .selectFrom('app_purchases')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
      this.count(
        this.db
          .selectFrom('admin_accounts')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('owner_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
      this.count(
        this.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .where('state', '=', 0)
          .executeTakeFirstOrThrow(),
      ),
    ]);
    return { deviceCount, purchasedApps, adminAccounts, unreadMessages };
  }

  async adminAccounts(userId: number, lang: Lang) {
    const rows = await this.db
      .selectFrom('admin_accounts')
      .innerJoin('platforms', 'platforms.id', 'admin_accounts.platform_id')
      .select([
        'admin_accounts.id',
        'admin_accounts.username',
        'admin_accounts.name',
        'admin_accounts.created_at',
        'platforms.name_zh',
        'platforms.name_en',
      ])
      .where('admin_accounts.owner_id', '=', userId)
      .orderBy('admin_accounts.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.name,
      platform: t(r, 'name', lang),
      createTime: iso(r.created_at),
    }));
  }

  /** Every management system with this user's state; anonymous visitors see them all as 'none'. */
  async platforms(userId: number | null, lang: Lang): Promise<Platform[]> {
    const rows = await this.db
      .selectFrom('platforms')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const mine = userId
      ? await this.db
          .selectFrom('user_platforms')
          .selectAll()
          .where('user_id', '=', userId)
          .execute()
      : [];
    const grants = userId
      ? await this.db
          .selectFrom('device_authorizations')
          .selectAll()
          .where('user_id', '=', userId)
          .execute()
      : [];
    const now = Date.now();
    return rows.map((p) => {
      const up = mine.find((m) => m.platform_id === p.id);
      const grant = grants.find((g) => g.platform_id === p.id);
      let state: Platform['state'] = 'none';
      if (up?.state === 'active') state = 'active';
      else if (up?.state === 'trial' && (up.trial_ends_at ?? 0) > now) state = 'trial';
      else if (up?.state === 'awaiting') state = 'awaitingAuthorization';
      return {
        id: p.id,
        code: p.code,
        name: t(p, 'name', lang),
        description: t(p, 'description', lang),
        url: p.url,
        needsAuthorization: p.needs_authorization === 1,
        authorizedDevices: grant?.device_quantity ?? 0,
        state,
        trialEndTime: state === 'trial' && up?.trial_ends_at ? iso(up.trial_ends_at) : null,
      };
    });
  }

  /**
   * Apply for or cancel a trial. A system that needs a device-quantity authorisation (MDM)
   * waits in 'awaitingAuthorization' until sales grants one; with it, the trial starts at once.
   */
  async trial(
    userId: number,
    platformId: number,
    action: 'apply' | 'cancel',
    lang: Lang,
  ): Promise<Platform> {
    const p = await this.db
      .selectFrom('platforms')
      .selectAll()
      .where('id', '=', platformId)
      .executeTakeFirst();
    if (!p) throw new AppError('A0078');
    const current = await this.db
      .selectFrom('user_platforms')
      .selectAll()
      .where('user_id', '=', userId)
      .where('platform_id', '=', platformId)
      .executeTakeFirst();
    const now = Date.now();
    const live =
      current &&
      (current.state === 'active' ||
        current.state === 'awaiting' ||
        (current.state === 'trial' && (current.trial_ends_at ?? 0) > now));
    if (action === 'apply') {
      if (live) throw new AppError('A0002');
      const grant = await this.db
        .selectFrom('device_authorizations')
        .select('device_quantity')
        .where('user_id', '=', userId)
        .where('platform_id', '=', platformId)
        .executeTakeFirst();
      const waiting = p.needs_authorization === 1 && !grant;
      const values = {
        state: waiting ? 'awaiting' : 'trial',
        trial_ends_at: waiting ? null : now + p.trial_days * DAY,
        updated_at: now,
      };
      await this.db
        .insertInto('user_platforms')
        .values({ user_id: userId, platform_id: platformId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'platform_id']).doUpdateSet(values))
        .execute();
    } else {
      if (!current || current.state === 'active' || !live) throw new AppError('A0078');
      await this.db
        .deleteFrom('user_platforms')
        .where('user_id', '=', userId)
        .where('platform_id', '=', platformId)
        .execute();
    }
    const all = await this.platforms(userId, lang);
    return all.find((x) => x.id === platformId)!;
  }

  async devices(
    userId: number,
    q: { pageNum: number; pageSize: number; serial?: string | undefined },
    lang: Lang,
  ) {
    let base = this.db
      .selectFrom('devices')
      .innerJoin('products', 'products.id', 'devices.product_id')
      .where('devices.user_id', '=', userId);
    if (q.serial)
      base = base.where(
        'devices.serial',
        'like',
        `%${q.serial.toUpperCase().replace(/[\\%_]/g, '')}%`,
      );
    const [rows, count] = await Promise.all([
      base
        .select([
          'devices.id',
          'devices.serial',
          'devices.created_at',
          'products.model',
          'products.name_zh',
          'products.name_en',
        ])
        .orderBy('devices.created_at', 'desc')
        .orderBy('devices.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        serial: r.serial,
        model: r.model,
        productName: t(r, 'name', lang),
        createTime: iso(r.created_at),
      })),
      total: Number(count.n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** The service password of a device, only when the device is the user's (A0078 otherwise). */
  async servicePassword(userId: number, serial: string) {
    const row = await this.db
      .selectFrom('devices')
      .innerJoin('products', 'products.id', 'devices.product_id')
      .select(['devices.serial', 'devices.service_password', 'products.model'])
      .where('devices.user_id', '=', userId)
      .where('devices.serial', '=', serial.trim().toUpperCase())
      .executeTakeFirst();
    if (!row) throw new AppError('A0078');
    return { serial: row.serial, model: row.model, password: row.service_password };
  }

  /** Sales grants a device quantity (operator command); a waiting trial starts now. */
  async grantDevices(
    userId: number,
    platformCode: string,
    quantity: number,
    grantedBy: string,
  ): Promise<void> {
    const p = await this.db
      .selectFrom('platforms')
      .selectAll()
      .where('code', '=', platformCode)
      .executeTakeFirst();
    if (!p) throw new Error(`no platform ${platformCode}`);
    const now = Date.now();
    const values = { device_quantity: quantity, granted_by: grantedBy, granted_at: now };
    // The grant, the trial it starts and the customer's message land together.
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('device_authorizations')
        .values({ user_id: userId, platform_id: p.id, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'platform_id']).doUpdateSet(values))
        .execute();
      const started = await tx
        .updateTable('user_platforms')
        .set({ state: 'trial', trial_ends_at: now + p.trial_days * DAY, updated_at: now })
        .where('user_id', '=', userId)
        .where('platform_id', '=', p.id)
        .where('state', '=', 'awaiting')
        .executeTakeFirst();
      await insertMessage(
        tx,
        devicesGranted(
          userId,
          { zh: p.name_zh, en: p.name_en },
          quantity,
          Number(started.numUpdatedRows) > 0,
        ),
      );
    });
  }
}
