import {
  MESSAGE_TYPES,
  type ConsoleCustomer,
  type CustomerDetail,
  type Page,
} from '@seuiot/contract';
import { announceUserChange, type Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { WorkbenchService } from '../workbench/workbench.service.js';
import { CustomersRepo } from './customers.repo.js';

/** Writes the action's audit record on the action's transaction (console/audit.service.ts). */
export type WithinAction = (db: Db, before: unknown, after: unknown) => Promise<void>;

type UserRow = NonNullable<Awaited<ReturnType<CustomersRepo['user']>>>;

function customerOf(r: UserRow): ConsoleCustomer {
  return {
    id: r.id,
    username: r.username,
    truename: r.truename,
    companyName: r.company_name,
    phone: r.phone ?? '',
    email: r.email ?? '',
    status: r.status,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  };
}

/**
 * Sales' view of customers (decision 0023): search by name, phone, e-mail or company; the sections
 * of the permission tree (spec section 6) each holds, changed per customer; the device quantity
 * that authorises an MDM trial (spec section 4), granted through the workbench's rule, which
 * starts a waiting trial and writes the customer's bilingual message.
 */
export class CustomersService {
  constructor(
    private readonly repo: CustomersRepo,
    private readonly messages: MessagesService,
    private readonly workbench: WorkbenchService,
  ) {}

  async search(q: {
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  }): Promise<Page<ConsoleCustomer>> {
    const total = await this.repo.count(q.keyword);
    const rows = await this.repo.page(q.keyword, (q.pageNum - 1) * q.pageSize, q.pageSize);
    return { list: rows.map(customerOf), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  /** Every section with what the customer holds, by role and after sales' changes. */
  private async sections(repo: CustomersRepo, userId: number) {
    const [all, byRole, overrides] = await Promise.all([
      repo.permissions(),
      repo.byRole(userId),
      repo.overrides(userId),
    ]);
    const override = new Map(overrides.map((o) => [o.permission_id, o.allow === 1]));
    const titleOf = new Map(all.map((p) => [p.id, p.title]));
    return all.map((p) => ({
      id: p.id,
      title: p.title,
      parent: p.parent_id === null ? null : (titleOf.get(p.parent_id) ?? null),
      nameZh: p.name_zh,
      nameEn: p.name_en,
      byRole: byRole.has(p.id),
      held: override.get(p.id) ?? byRole.has(p.id),
    }));
  }

  async detail(userId: number): Promise<CustomerDetail> {
    const user = await this.repo.user(userId);
    if (!user) throw new AppError('A0078');
    const [sections, platforms] = await Promise.all([
      this.sections(this.repo, userId),
      this.repo.platforms(userId),
    ]);
    return {
      customer: customerOf(user),
      sections: sections.map(({ id: _id, ...s }) => s),
      platforms: platforms.map((p) => ({
        code: p.code,
        nameZh: p.name_zh,
        nameEn: p.name_en,
        needsAuthorization: p.needs_authorization === 1,
        state: p.state ?? 'none',
        grantedDevices: p.device_quantity ?? 0,
        grantedBy: p.granted_by ?? null,
      })),
    };
  }

  /**
   * Sets the sections the customer holds. `before` is what the editor saw: when it is no longer
   * so (another change landed first) nothing changes and B0009 answers the sections now. Stored
   * as the differences from what the roles give, so a later change of a role still reaches
   * every section sales did not touch. The customer gets a bilingual message.
   */
  async setSections(
    userId: number,
    titles: readonly string[],
    before: readonly string[],
    within: WithinAction,
  ): Promise<void> {
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.lockUser(userId))) throw new AppError('A0078');
      const sections = await this.sections(repo, userId);
      const known = new Set(sections.map((s) => s.title));
      const unknown = titles.filter((t) => !known.has(t));
      if (unknown.length) throw new AppError('B0004', unknown);
      const now = sections.filter((s) => s.held).map((s) => s.title);
      if (!sameSet(now, before)) throw new AppError('B0009', now);
      const wanted = new Set(titles);
      const rows = sections
        .filter((s) => wanted.has(s.title) !== s.byRole)
        .map((s) => ({ permission_id: s.id, allow: wanted.has(s.title) ? 1 : 0 }));
      await repo.replaceOverrides(userId, rows);
      const after = sections.filter((s) => wanted.has(s.title));
      await this.messages.write(tx, sectionsChanged(userId, after));
      await within(tx, { sections: now }, { sections: after.map((s) => s.title) });
      await announceUserChange(tx, userId);
    });
  }

  /**
   * Grants a device quantity on a management system (MDM by default). `seen` is the quantity the
   * sales person saw (0: none): of two grants made on the same view one lands, the other gets
   * B0009 with the quantity now and changes nothing (decision 0030).
   */
  async grantDevices(
    userId: number,
    platform: string,
    quantity: number,
    seen: number,
    grantedBy: string,
    within: WithinAction,
  ): Promise<void> {
    if (!(await this.repo.user(userId))) throw new AppError('A0078');
    await this.workbench.grantDevices(
      userId,
      platform,
      quantity,
      grantedBy,
      async (tx, b, a) => {
        await within(tx, b, a);
        await announceUserChange(tx, userId);
      },
      seen,
    );
  }

  awaitingGrants() {
    return this.repo.awaitingGrants();
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

/** The customer's message: which sections are open to them now. */
function sectionsChanged(userId: number, held: { nameZh: string; nameEn: string }[]) {
  return {
    userId,
    type: MESSAGE_TYPES.system,
    title: { zh: '您的栏目权限已更新', en: 'Your section permissions were updated' },
    content: {
      zh: held.length
        ? `您现在可以访问：${held.map((s) => s.nameZh).join('、')}。`
        : '您目前没有可访问的栏目，如有疑问请联系客户经理。',
      en: held.length
        ? `You now have access to: ${held.map((s) => s.nameEn).join(', ')}.`
        : 'You have no sections open at the moment; please contact your account manager.',
    },
  };
}

/** The customers service of a database, with the workbench's grant rule and the messages. */
export function customersOn(
  db: Db,
  messages: MessagesService,
  workbench: WorkbenchService,
): CustomersService {
  return new CustomersService(new CustomersRepo(db), messages, workbench);
}
