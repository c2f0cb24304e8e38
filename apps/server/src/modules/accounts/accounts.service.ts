import crypto from 'node:crypto';
import {
  EMAIL_PATTERN,
  LIMITS,
  OVERSEAS_PHONE_PATTERN,
  PHONE_PATTERN,
  type Edition,
  type Lang,
  type Page,
  type Profile,
  type RegisterForm,
  type UpdateProfile,
} from '@seuiot/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { decryptWire, hashPassword, verifyPassword } from '../auth/password.js';
import { normaliseTarget, type CodesService } from './codes.js';
import { describeDevice } from './user-agent.js';

const RESET_GRANT_MS = 10 * 60_000;

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

/** Decrypts a wire password and checks 6-20 characters; B0004 names the field otherwise. */
export function plainPassword(config: Config, wire: string, field: string): string {
  const plain = decryptWire(config.cipherKey, wire);
  if (plain === null) throw new AppError('A0071');
  if (plain.length < LIMITS.passwordMin || plain.length > LIMITS.passwordMax)
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
    else if (!PHONE_PATTERN.test(phone)) invalid.push('phone');
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

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly codes: CodesService,
  ) {}

  private userBy(column: 'username' | 'phone' | 'email', value: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'status', 'username'])
      .where(column, '=', value)
      .executeTakeFirst();
  }

  /** Sign-up: the new account waits for an operator to open it. */
  async register(
    form: RegisterForm,
    edition: Edition,
  ): Promise<{ username: string; status: 'pending' }> {
    const { phone, email } = checkContacts(edition, form.phone, form.email);
    const plain = plainPassword(this.config, form.password, 'password');
    const category = await this.db
      .selectFrom('dictionary')
      .select('value')
      .where('ctg_key', '=', 'customer.type')
      .where('value', '=', form.category)
      .executeTakeFirst();
    if (!category) throw new AppError('B0004', ['category']);

    const same = await this.userBy('username', form.username);
    if (same) throw new AppError(same.status === 'pending' ? 'A0007' : 'A0003');
    // A username that is someone's phone or e-mail would make sign-in ambiguous.
    if (await this.userBy('phone', normaliseTarget('sms', form.username)))
      throw new AppError('A0005');
    if (await this.userBy('email', form.username.toLowerCase())) throw new AppError('A0061');
    if (phone && (await this.userBy('phone', phone))) throw new AppError('A0006');
    if (email && (await this.userBy('email', email))) throw new AppError('A0062');

    if (edition === 'domestic') await this.codes.verify('sms', phone!, 'register', form.codes);
    else await this.codes.verify('email', email!, 'register', form.codes);

    const applySystem =
      form.apiKey && form.apiKey === this.config.stageNowApiKey ? 3 : form.applySystem;
    const now = Date.now();
    try {
      await this.db
        .insertInto('users')
        .values({
          username: form.username,
          password_hash: await hashPassword(plain),
          truename: form.truename,
          headimg: '',
          phone,
          email,
          company_name: form.companyName,
          category: form.category,
          sale_manager: form.saleManager,
          apply_system: applySystem,
          sex: 0,
          wechat: '',
          status: 'pending',
          expires_at: null,
          failed_logins: 0,
          locked_until: null,
          lang: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
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
    const user = await this.userBy(channel === 'email' ? 'email' : 'phone', norm);
    if (!user) throw new AppError(channel === 'email' ? 'A0076' : 'A0074');
    await this.codes.verify(channel, norm, 'reset', code);
    const grant = crypto.randomBytes(32).toString('base64url');
    await this.db
      .insertInto('reset_grants')
      .values({
        grant_hash: sha256(grant),
        user_id: user.id,
        expires_at: Date.now() + RESET_GRANT_MS,
        used_at: null,
      })
      .execute();
    return { grant, expiresInSeconds: RESET_GRANT_MS / 1000 };
  }

  /** Step 2: sets the password only with a live grant; ends every session of the account. */
  async resetPassword(grant: string, wire: string): Promise<number> {
    const plain = plainPassword(this.config, wire, 'password');
    const now = Date.now();
    const row = await this.db
      .selectFrom('reset_grants')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('grant_hash', '=', sha256(grant))
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) throw new AppError('A0016');
    const hash = await hashPassword(plain);
    await this.db.transaction().execute(async (tx) => {
      const used = await tx
        .updateTable('reset_grants')
        .set({ used_at: now })
        .where('grant_hash', '=', sha256(grant))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new AppError('A0016');
      await tx
        .updateTable('users')
        .set({ password_hash: hash, failed_logins: 0, locked_until: null, updated_at: now })
        .where('id', '=', row.user_id)
        .execute();
      await tx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
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
    const user = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, oldPlain))) throw new AppError('A0012');
    if (newPlain === oldPlain) throw new AppError('B0004', ['newPassword']);
    const hash = await hashPassword(newPlain);
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ password_hash: hash, updated_at: Date.now() })
        .where('id', '=', userId)
        .execute();
      await tx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id_hash', '!=', currentSession)
        .execute();
    });
  }

  async profile(userId: number): Promise<Profile> {
    const u = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const identity = await this.db
      .selectFrom('identity_certs')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const enterprise = await this.db
      .selectFrom('enterprise_certs')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirst();
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
      identityStatus: (identity?.status as Profile['identityStatus']) ?? 'none',
      enterpriseStatus: (enterprise?.status as Profile['enterpriseStatus']) ?? 'none',
    };
  }

  async updateProfile(userId: number, form: UpdateProfile, edition: Edition): Promise<Profile> {
    const { phone, email } = checkContacts(edition, form.phone, form.email);
    const category = await this.db
      .selectFrom('dictionary')
      .select('value')
      .where('ctg_key', '=', 'customer.type')
      .where('value', '=', form.category)
      .executeTakeFirst();
    if (!category) throw new AppError('B0004', ['category']);
    if (phone) {
      const other = await this.userBy('phone', phone);
      if (other && other.id !== userId) throw new AppError('A0047');
    }
    if (email) {
      const other = await this.userBy('email', email);
      if (other && other.id !== userId) throw new AppError('A0060');
    }
    await this.db
      .updateTable('users')
      .set({
        phone,
        email,
        category: form.category,
        truename: form.truename,
        company_name: form.companyName,
        wechat: form.wechat,
        sex: form.sex,
        updated_at: Date.now(),
      })
      .where('id', '=', userId)
      .execute();
    return this.profile(userId);
  }

  async setAvatar(userId: number, url: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ headimg: url, updated_at: Date.now() })
      .where('id', '=', userId)
      .execute();
  }

  async loginLog(
    userId: number,
    pageNum: number,
    pageSize: number,
    lang: Lang,
  ): Promise<Page<{ id: number; time: string; ip: string; device: string; result: string }>> {
    const base = this.db.selectFrom('login_records').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'created_at', 'ip', 'user_agent', 'result'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        time: new Date(r.created_at).toISOString(),
        ip: r.ip,
        device: describeDevice(r.user_agent, lang),
        result: r.result,
      })),
      total: Number(count.n),
      pageNum,
      pageSize,
    };
  }
}
