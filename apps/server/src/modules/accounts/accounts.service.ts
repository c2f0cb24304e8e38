import crypto from 'node:crypto';
import {
  EMAIL_PATTERN,
  LIMITS,
  OVERSEAS_PHONE_PATTERN,
  isDomesticPhone,
  type CodeType,
  type Edition,
  type Lang,
  type Page,
  type Profile,
  type RegisterForm,
  type UpdateProfile,
} from '@seuiot/contract';
import { isCommonPassword } from '@seuiot/contract/common-passwords';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { CheckedImage } from '../../http/multipart.js';
import { pick } from '../../lib/text.js';
import { decryptWire, hashPassword, verifyPassword } from '../../lib/password.js';
import type { AccountsRepo } from './accounts.repo.js';
import type { CertsRepo } from './certs.repo.js';
import {
  normaliseTarget,
  type Channel,
  type CodesService,
  type Delivery,
} from './codes.service.js';
import type { UserFilesService } from './user-files.service.js';
import { describeDevice } from './user-agent.js';

const RESET_GRANT_MS = 10 * 60_000;

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

/**
 * Decrypts a wire password and checks 6-20 characters and that it is no common or breached
 * password (decision 0040); B0004 names the field otherwise (the web form says which rule).
 */
export function plainPassword(config: Config, wire: string, field: string): string {
  const plain = decryptWire(config.cipherKey, wire);
  if (plain === null) throw new AppError('A0071');
  if (
    plain.length < LIMITS.passwordMin ||
    plain.length > LIMITS.passwordMax ||
    isCommonPassword(plain)
  )
    throw new AppError('B0004', [field]);
  return plain;
}

/** The contact rules of an edition: which of phone / e-mail is required, and their formats. */
export function checkContacts(
  edition: Edition,
  phone: string,
  email: string,
): { phone: string | null; email: string | null } {
  const missing: string[] = [];
  const invalid: string[] = [];
  if (edition === 'domestic') {
    if (!phone) missing.push('phone');
    else if (phone.length > LIMITS.phoneInputMaxDomestic || !isDomesticPhone(phone))
      invalid.push('phone');
    if (email && !EMAIL_PATTERN.test(email)) invalid.push('email');
  } else {
    if (!email) missing.push('email');
    else if (!EMAIL_PATTERN.test(email)) invalid.push('email');
    if (phone && (phone.length > LIMITS.phoneMaxOverseas || !OVERSEAS_PHONE_PATTERN.test(phone)))
      invalid.push('phone');
  }
  if (missing.length) throw new AppError('B0001', missing);
  if (invalid.length) throw new AppError('B0004', invalid);
  return {
    phone: phone ? normaliseTarget('sms', phone) : null,
    email: email ? normaliseTarget('email', email) : null,
  };
}

/** The last durations of a step (ms); `waitLikeOne` pads a shortcut to their median. */
class RecentDurations {
  private readonly last: number[] = [];

  /** Before any send has been timed, a refusal waits this long (a send to a provider). */
  constructor(
    private readonly initialMs = 50,
    private readonly keep = 21,
  ) {}

  record(ms: number): void {
    this.last.push(ms);
    if (this.last.length > this.keep) this.last.shift();
  }

  /** Waits until the median duration has passed since `started` (performance.now()). */
  async waitLikeOne(started: number): Promise<void> {
    const sorted = [...this.last].sort((a, b) => a - b);
    const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : this.initialMs;
    const left = started + median - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

export class AccountsService {
  /** How long the last code sends took, for the refusals that must not answer faster. */
  private readonly sendTimes = new RecentDurations();

  constructor(
    private readonly repo: AccountsRepo,
    private readonly certs: CertsRepo,
    private readonly files: UserFilesService,
    private readonly config: Config,
    private readonly codes: CodesService,
  ) {}

  private userBy(column: 'username' | 'phone' | 'email', value: string) {
    return this.repo.userBy(column, value);
  }

  /** B0004 names `category` unless it is a customer type of the dictionary. */
  private async checkCategory(category: string): Promise<void> {
    if (!(await this.repo.inDictionary('customer.type', category)))
      throw new AppError('B0004', ['category']);
  }

  /**
   * Sends a verification code, answering alike whether the phone or e-mail has an account
   * (decision 0040): a sign-up code goes only to a contact no account has (an e-mail that has one
   * is told so instead), a recovery code only to one an account has. A send that delivers
   * nothing waits as long as recent deliveries took (decision 0011), so neither the answer nor its
   * time tells whether the contact is registered.
   */
  async sendCode(channel: Channel, target: string, purpose: CodeType, ip: string) {
    const started = performance.now();
    const known = !!(await this.userBy(
      channel === 'email' ? 'email' : 'phone',
      normaliseTarget(channel, target),
    ));
    const delivery: Delivery =
      purpose === 'register' && known ? 'notice' : purpose === 'reset' && !known ? 'none' : 'code';
    const delivers = delivery === 'code' || (delivery === 'notice' && channel === 'email');
    // A limit (A0079 / A0075) is answered before any delivery, alike for both.
    const sent = await this.codes.send(channel, target, purpose, ip, delivery);
    if (delivers) this.sendTimes.record(performance.now() - started);
    else await this.sendTimes.waitLikeOne(started);
    return sent;
  }

  /** The system a registration link's key locks: the Stage Now partner key locks 3 (spec). */
  lockedSystem(apiKey: string | undefined): 3 | null {
    return apiKey && apiKey === this.config.stageNowApiKey ? 3 : null;
  }

  /** Sign-up: the new account waits for an operator to open it. */
  async register(
    form: RegisterForm,
    edition: Edition,
  ): Promise<{ username: string; status: 'pending' }> {
    const { phone, email } = checkContacts(edition, form.phone, form.email);
    const plain = plainPassword(this.config, form.password, 'password');
    await this.checkCategory(form.category);
    // Hashed before the accounts are looked up, so that every answer after a lookup takes as long
    // as a sign-up: the timing tells nothing beyond the spec's own codes (issue 10).
    const passwordHash = await hashPassword(plain);

    // The code is checked (and spent) before anything is said about which accounts exist
    // (decision 0040): no sign-up code goes to a registered contact, so only someone who holds
    // the contact gets past here, and each code buys at most one answer below.
    if (edition === 'domestic') await this.codes.verify('sms', phone!, 'register', form.codes);
    else await this.codes.verify('email', email!, 'register', form.codes);

    const same = await this.userBy('username', form.username);
    if (same) throw new AppError(same.status === 'pending' ? 'A0007' : 'A0003');
    // A username that is someone's phone or e-mail would make sign-in ambiguous.
    if (await this.userBy('phone', normaliseTarget('sms', form.username)))
      throw new AppError('A0005');
    if (await this.userBy('email', form.username.toLowerCase())) throw new AppError('A0061');
    if (phone && (await this.userBy('phone', phone))) throw new AppError('A0006');
    if (email && (await this.userBy('email', email))) throw new AppError('A0062');

    const applySystem = this.lockedSystem(form.apiKey) ?? form.applySystem;
    const now = Date.now();
    try {
      await this.repo.insertUser({
        username: form.username,
        password_hash: passwordHash,
        truename: form.truename,
        phone,
        email,
        company_name: form.companyName,
        category: form.category,
        sale_manager: form.saleManager,
        apply_system: applySystem,
        status: 'pending',
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      // Two sign-ups racing for one name: the unique index decides.
      if (await this.userBy('username', form.username)) throw new AppError('A0003');
      throw err;
    }
    return { username: form.username, status: 'pending' };
  }

  /** Step 1 of recovery: the code proves the contact; the answer is a single-use grant. */
  async checkRecoveryCode(channel: 'email' | 'sms', target: string, code: string) {
    const norm = normaliseTarget(channel, target);
    // The code first (decision 0040): an unknown contact was never sent one, so it gets the same
    // A0055 / A0008 as a known contact with a wrong or missing code.
    await this.codes.verify(channel, norm, 'reset', code);
    const user = await this.userBy(channel === 'email' ? 'email' : 'phone', norm);
    // Only when the account lost this contact after its code was sent.
    if (!user) throw new AppError('A0016');
    const grant = crypto.randomBytes(32).toString('base64url');
    await this.repo.insertResetGrant({
      grant_hash: sha256(grant),
      user_id: user.id,
      expires_at: Date.now() + RESET_GRANT_MS,
      used_at: null,
    });
    return { grant, expiresInSeconds: RESET_GRANT_MS / 1000 };
  }

  /** Step 2: sets the password only with a live grant; ends every session of the account. */
  async resetPassword(grant: string, wire: string): Promise<number> {
    const plain = plainPassword(this.config, wire, 'password');
    const now = Date.now();
    const row = await this.repo.resetGrant(sha256(grant));
    if (!row || row.used_at !== null || row.expires_at <= now) throw new AppError('A0016');
    const hash = await hashPassword(plain);
    await this.repo.transaction(async (tx) => {
      if (!(await tx.spendResetGrant(sha256(grant), now))) throw new AppError('A0016');
      await tx.updateUser(row.user_id, {
        password_hash: hash,
        updated_at: now,
      });
      await tx.deleteSessions(row.user_id);
    });
    return row.user_id;
  }

  /** Change password: the old one must match; other sessions of the user end. */
  async changePassword(
    userId: number,
    currentSession: string,
    oldWire: string,
    newWire: string,
  ): Promise<void> {
    const oldPlain = decryptWire(this.config.cipherKey, oldWire);
    if (oldPlain === null) throw new AppError('A0071');
    const newPlain = plainPassword(this.config, newWire, 'newPassword');
    const user = await this.repo.passwordHash(userId);
    if (!(await verifyPassword(user.password_hash, oldPlain))) throw new AppError('A0012');
    if (newPlain === oldPlain) throw new AppError('B0004', ['newPassword']);
    const hash = await hashPassword(newPlain);
    await this.repo.transaction(async (tx) => {
      await tx.updateUser(userId, { password_hash: hash, updated_at: Date.now() });
      await tx.deleteSessions(userId, currentSession);
    });
  }

  async profile(userId: number): Promise<Profile> {
    const u = await this.repo.user(userId);
    const identity = await this.certs.status('identity', userId);
    const enterprise = await this.certs.status('enterprise', userId);
    return {
      username: u.username,
      phone: u.phone ?? '',
      category: u.category,
      truename: u.truename,
      companyName: u.company_name,
      wechat: u.wechat,
      email: u.email ?? '',
      sex: u.sex,
      headimg: u.headimg,
      identityStatus: (identity as Profile['identityStatus'] | undefined) ?? 'none',
      enterpriseStatus: (enterprise as Profile['enterpriseStatus'] | undefined) ?? 'none',
    };
  }

  async updateProfile(userId: number, form: UpdateProfile, edition: Edition): Promise<Profile> {
    const { phone, email } = checkContacts(edition, form.phone, form.email);
    await this.checkCategory(form.category);
    if (phone) {
      const other = await this.userBy('phone', phone);
      if (other && other.id !== userId) throw new AppError('A0047');
    }
    if (email) {
      const other = await this.userBy('email', email);
      if (other && other.id !== userId) throw new AppError('A0060');
    }
    // The recovery channel (the phone at home, the e-mail overseas) changes only with a code sent
    // to the new one: a borrowed session must not take the account's recovery with it.
    const channel: Channel = edition === 'domestic' ? 'sms' : 'email';
    const next = channel === 'sms' ? phone : email;
    const before = await this.repo.user(userId);
    if (next && next !== (channel === 'sms' ? before?.phone : before?.email)) {
      if (!form.codes) throw new AppError('B0001', ['codes']);
      await this.codes.verify(channel, next, 'contact', form.codes);
    }
    await this.repo.updateUser(userId, {
      phone,
      email,
      category: form.category,
      truename: form.truename,
      company_name: form.companyName,
      wechat: form.wechat,
      sex: form.sex,
      updated_at: Date.now(),
    });
    return this.profile(userId);
  }

  /**
   * Makes a checked image the user's avatar in place of the one before, whose file goes
   * (UserFilesService.replace); answers its address.
   */
  uploadAvatar(userId: number, image: CheckedImage): Promise<{ headimg: string }> {
    return this.files.replace(userId, 'avatar', [image], async (db, [fileId]) => {
      const headimg = this.files.url(fileId!);
      await this.repo.on(db).updateUser(userId, { headimg, updated_at: Date.now() });
      return { headimg };
    });
  }

  async loginLog(
    userId: number,
    pageNum: number,
    pageSize: number,
    lang: Lang,
  ): Promise<Page<{ id: number; time: string; ip: string; device: string; result: string }>> {
    const [rows, total] = await Promise.all([
      this.repo.loginRecords(userId, pageSize, (pageNum - 1) * pageSize),
      this.repo.loginRecordCount(userId),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        time: new Date(r.created_at).toISOString(),
        ip: r.ip,
        device: describeDevice(r.user_agent, lang),
        result: r.result,
      })),
      total,
      pageNum,
      pageSize,
    };
  }

  /** The entries of a dictionary category, in their order, named in the language. */
  async dictionary(ctgKey: string, lang: Lang): Promise<{ value: string; name: string }[]> {
    const rows = await this.repo.dictionary(ctgKey);
    return rows.map((r) => ({ value: r.value, name: pick(lang, r.name_zh, r.name_en) }));
  }
}
