import { APPLIED_PLATFORMS, type Lang, type Platform } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { devicesGranted, type MessagesService } from '../messages/messages.service.js';
import { iso, t } from '../../lib/text.js';
import { WorkbenchRepo } from './workbench.repo.js';
import type { Db } from '../../db/kysely.js';

const DAY = 24 * 60 * 60 * 1000;

/** The workbench: my data, my management systems and their trials, the banners. */
export class WorkbenchService {
  constructor(
    private readonly repo: WorkbenchRepo,
    private readonly messages: MessagesService,
  ) {}

  static on(db: Db, messages: MessagesService): WorkbenchService {
    return new WorkbenchService(new WorkbenchRepo(db), messages);
  }

  async deviceCount(userId: number): Promise<number> {
    return this.repo.countOf('devices', userId);
  }

  async myData(userId: number) {
    const [deviceCount, purchasedApps, adminAccounts, unreadMessages] = await Promise.all([
      this.deviceCount(userId),
      this.repo.countOf('app_purchases', userId),
      this.repo.countOf('admin_accounts', userId),
      this.messages.unreadCount(userId),
    ]);
    return { deviceCount, purchasedApps, adminAccounts, unreadMessages };
  }

  async adminAccounts(userId: number, lang: Lang) {
    const rows = await this.repo.adminAccounts(userId);
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
    const rows = await this.repo.platforms();
    const mine = userId ? await this.repo.userPlatforms(userId) : [];
    const grants = userId ? await this.repo.grants(userId) : [];
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
    const p = await this.repo.platform({ id: platformId });
    if (!p) throw new AppError('A0078');
    const current = await this.repo.userPlatform(userId, platformId);
    const now = Date.now();
    const live =
      current &&
      (current.state === 'active' ||
        current.state === 'awaiting' ||
        (current.state === 'trial' && (current.trial_ends_at ?? 0) > now));
    if (action === 'apply') {
      if (live) throw new AppError('A0002');
      const grant = await this.repo.grant(userId, platformId);
      const waiting = p.needs_authorization === 1 && !grant;
      await this.repo.saveUserPlatform(userId, platformId, {
        state: waiting ? 'awaiting' : 'trial',
        trial_ends_at: waiting ? null : now + p.trial_days * DAY,
        updated_at: now,
      });
    } else {
      if (!current || current.state === 'active' || !live) throw new AppError('A0078');
      await this.repo.deleteUserPlatform(userId, platformId);
    }
    const all = await this.platforms(userId, lang);
    return all.find((x) => x.id === platformId)!;
  }

  /**
   * Starts the trials of the systems an account applied for at registration (APPLIED_PLATFORMS),
   * when the operator approves it; a system it already uses or tries is left as it is. One that
   * needs a device-quantity authorisation (MDM) waits for sales, as an applied trial does.
   */
  async openApplied(userId: number, applySystem: number): Promise<void> {
    const codes = APPLIED_PLATFORMS[applySystem as keyof typeof APPLIED_PLATFORMS] ?? [];
    const now = Date.now();
    for (const code of codes) {
      const p = await this.repo.platform({ code });
      if (!p) continue;
      const current = await this.repo.userPlatform(userId, p.id);
      if (current) continue;
      const grant = await this.repo.grant(userId, p.id);
      const waiting = p.needs_authorization === 1 && !grant;
      await this.repo.saveUserPlatform(userId, p.id, {
        state: waiting ? 'awaiting' : 'trial',
        trial_ends_at: waiting ? null : now + p.trial_days * DAY,
        updated_at: now,
      });
    }
  }

  /**
   * Sales grants a device quantity (operator command, console); a waiting trial starts now.
   * With `seen` (the console: the quantity the sales person saw) B0009 answers the quantity now
   * when another grant landed first, and nothing changes.
   */
  async grantDevices(
    userId: number,
    platformCode: string,
    quantity: number,
    grantedBy: string,
    /** The console's audit record, on the grant's transaction. */
    within?: (tx: Db, before: unknown, after: unknown) => Promise<void>,
    seen?: number,
  ): Promise<void> {
    const p = await this.repo.platform({ code: platformCode });
    if (!p) throw new AppError('A0078');
    const before = seen ?? (await this.repo.grant(userId, p.id))?.device_quantity ?? 0;
    const now = Date.now();
    const landed = await this.repo.grantDevices(
      {
        userId,
        platformId: p.id,
        quantity,
        grantedBy,
        now,
        trialEndsAt: now + p.trial_days * DAY,
        seen,
      },
      async (tx, trialStarted) => {
        await this.messages.write(
          tx,
          devicesGranted(userId, { zh: p.name_zh, en: p.name_en }, quantity, trialStarted),
        );
        await within?.(
          tx,
          { platform: p.code, devices: before },
          { platform: p.code, devices: quantity, trialStarted },
        );
      },
    );
    if (!landed)
      throw new AppError('B0009', (await this.repo.grant(userId, p.id))?.device_quantity ?? 0);
  }

  /** The shown banners of a position (home by default), in order. */
  async banners(position: string, lang: Lang) {
    const rows = await this.repo.banners(position);
    return rows.map((r) => ({
      id: r.id,
      title: t(r, 'title', lang),
      image: r.image,
      link: lang === 'en' && r.link_en ? r.link_en : r.link,
    }));
  }
}
