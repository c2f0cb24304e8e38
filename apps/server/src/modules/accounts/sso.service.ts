import crypto from 'node:crypto';
import type { SsoPartner } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { AccountsRepo } from './accounts.repo.js';
import type { SsoRepo } from './sso.repo.js';

const TICKET_MS = 60_000;

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a), 'hex');
  const y = Buffer.from(sha256(b), 'hex');
  return crypto.timingSafeEqual(x, y);
}

/**
 * Single sign-on for partner sites: after login the browser is sent to the partner's address
 * with a one-time ticket (60 s) that the partner's server exchanges, with its secret, for the
 * user's identity.
 */
export class SsoService {
  constructor(
    private readonly repo: SsoRepo,
    private readonly accounts: AccountsRepo,
    private readonly partners: SsoPartner[],
  ) {}

  partner(apiKey: string): SsoPartner {
    const p = this.partners.find((x) => x.apiKey === apiKey);
    if (!p) throw new AppError('A0070');
    return p;
  }

  async authorize(userId: number, apiKey: string, redirectUrl: string): Promise<{ url: string }> {
    const p = this.partner(apiKey);
    let target: URL;
    try {
      target = new URL(redirectUrl);
    } catch {
      throw new AppError('B0004', ['redirectUrl']);
    }
    if (!p.origins.includes(target.origin)) throw new AppError('B0004', ['redirectUrl']);
    const ticket = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.repo.deleteExpired(now);
    await this.repo.insert({
      ticket_hash: sha256(ticket),
      api_key: apiKey,
      user_id: userId,
      expires_at: now + TICKET_MS,
    });
    target.searchParams.set('apiKey', apiKey);
    target.searchParams.set('redirectUrl', redirectUrl);
    target.searchParams.set('ticket', ticket);
    return { url: target.toString() };
  }

  async exchange(apiKey: string, secret: string, ticket: string) {
    const p = this.partners.find((x) => x.apiKey === apiKey);
    if (!p || !sameSecret(p.secret, secret)) throw new AppError('A0070');
    const row = await this.repo.take(sha256(ticket), apiKey);
    if (!row || row.expires_at <= Date.now()) throw new AppError('A0073');
    const u = await this.accounts.activeUser(row.user_id);
    if (!u) throw new AppError('A0072');
    return {
      userId: u.id,
      username: u.username,
      truename: u.truename,
      email: u.email ?? '',
      phone: u.phone ?? '',
      companyName: u.company_name,
    };
  }
}
