import type { Db } from '../../db/kysely.js';
import {
  accountApproved,
  certificationReviewed,
  MessagesService,
} from '../messages/messages.service.js';
import { AccountsRepo } from './accounts.repo.js';
import { CertsRepo, type CertKind } from './certs.repo.js';

/**
 * Operator decisions until the staff console exists (the admin command calls them): what waits
 * for review, opening and disabling accounts, certification decisions. Failures are plain errors
 * for the operator, not API codes.
 */
export class OperatorService {
  constructor(
    private readonly accounts: AccountsRepo,
    private readonly certs: CertsRepo,
    private readonly messages: MessagesService,
  ) {}

  /** The service on a database, for the admin command. */
  static on(db: Db): OperatorService {
    return new OperatorService(new AccountsRepo(db), new CertsRepo(db), MessagesService.on(db));
  }

  /** The id of the account with this username. */
  async userId(username: string): Promise<number> {
    const u = await this.accounts.userBy('username', username);
    if (!u) throw new Error(`no account named ${username}`);
    return u.id;
  }

  /** Accounts, real-name and enterprise certifications waiting for review. */
  async pending() {
    const users = await this.accounts.pendingUsers();
    const identities = await this.certs.pendingIdentities();
    const enterprises = await this.certs.pendingEnterprises();
    return {
      users: users.map((u) => ({ username: u.username, companyName: u.company_name })),
      identities: identities.map((u) => u.username),
      enterprises: enterprises.map((u) => ({ username: u.username, companyName: u.company_name })),
    };
  }

  /** Opens a pending account: active, with the customer role and a welcome message, or not at all. */
  async approveUser(username: string): Promise<void> {
    const id = await this.userId(username);
    await this.accounts.transaction(async (tx) => {
      if (!(await tx.openPending(id, Date.now())))
        throw new Error(`${username} is not awaiting approval`);
      await tx.grantRole(id, 'customer');
      await this.messages.write(tx.db, accountApproved(id, username));
    });
  }

  /** Stops an account from signing in and ends its sessions. */
  async disableUser(username: string): Promise<void> {
    const id = await this.userId(username);
    await this.accounts.updateUser(id, { status: 'disabled', updated_at: Date.now() });
    await this.accounts.deleteSessions(id);
  }

  /** Decides a pending certification; a rejection needs the reason the customer will read. */
  async reviewCertification(
    kind: CertKind,
    userId: number,
    approve: boolean,
    reason = '',
  ): Promise<void> {
    if (!approve && !reason.trim()) throw new Error('a rejection needs a reason');
    // The customer's message lands with the decision or not at all.
    await this.certs.transaction(async (tx) => {
      const status = approve ? 'approved' : 'rejected';
      if (!(await tx.decide(kind, userId, status, approve ? '' : reason.trim(), Date.now())))
        throw new Error(`no pending ${kind} certification for user ${userId}`);
      await this.messages.write(tx.db, certificationReviewed(userId, kind, approve, reason.trim()));
    });
  }
}
