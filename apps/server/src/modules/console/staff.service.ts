import crypto from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import {
  type AuditAction,
  LIMITS,
  STAFF_CODE_LOCK_FAILURES,
  STAFF_IDLE_MINUTES,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffMe,
  type StaffRole,
  type TotpEnrolment,
  type TotpVerify,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword, verifyNoPassword, verifyPassword } from '../../lib/password.js';
import { AuditService } from './audit.service.js';
import { StaffRepo } from './staff.repo.js';

export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * 60 * 1000;
/** However active, a staff session ends after this long. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** A session whose second factor fails this often is ended: the password must be given again. */
const MAX_CODE_FAILURES = 5;
/**
 * Wrong second-factor codes of one staff ACCOUNT, over all its sessions and instances, after
 * which its second factor is locked (decision 0040): so many in this window, locked this long.
 */
export const ACCOUNT_CODE_FAILURES = STAFF_CODE_LOCK_FAILURES;
const ACCOUNT_CODE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_CODE_LOCK_MS = 15 * 60 * 1000;
const TOTP_STEP_S = 30;
const ISSUER = 'SEUIOT Console';
const RECOVERY_CODES = 10;

// One step either side, for clocks a little apart; a code is still accepted only once.
const TOTP = { period: TOTP_STEP_S, epochTolerance: TOTP_STEP_S } as const;

/** The staff member behind a console request. */
export interface StaffSession {
  staffId: number;
  username: string;
  roles: StaffRole[];
  /** 'password': the second factor is still due; 'full': signed in. */
  stage: 'password' | 'full';
  totpEnabled: boolean;
  idHash: string;
}

/** A staff member about to be created: the initial password (shown once) and its hash. */
export interface NewStaff {
  username: string;
  password: string;
  hash: string;
}

/** Where a console action comes from, for the audit log. */
export interface StaffMeta {
  ip: string;
  userAgent: string;
  /** Whether the request uses the `__Secure-` cookie (a session is read only under its name). */
  secure?: boolean;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function parseRoles(text: string): StaffRole[] {
  return text
    .split(',')
    .filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));
}

function recoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = LIMITS.recoveryCodeGroup;
  const bytes = crypto.randomBytes(2 * group);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, group).join('')}-${chars.slice(group).join('')}`;
}

/** Staff accounts and sign-in: password, then a TOTP code (enrolled on first sign-in). */
export class StaffService {
  constructor(
    private readonly repo: StaffRepo,
    private readonly audit: AuditService,
  ) {}

  static on(db: Db): StaffService {
    return new StaffService(new StaffRepo(db), AuditService.on(db));
  }

  /**
   * Creates a staff member with a random initial password, answered once (the admin command
   * prints it). The creation is audited as done by `by` (the operator's shell: 'cli').
   */
  async create(username: string, roles: StaffRole[], by = 'cli'): Promise<string> {
    if (roles.length === 0) throw new Error('a staff member needs at least one role');
    const fresh = await this.prepare(username);
    await this.repo.transaction((tx) =>
      this.insertNew(tx.db, fresh, roles, { staffId: null, staff: by, ip: '' }),
    );
    return fresh.password;
  }

  /**
   * Checks a new staff username (A0003 when taken) and makes its initial password and hash,
   * outside any transaction (hashing is slow).
   */
  async prepare(username: string): Promise<NewStaff> {
    if (!STAFF_USERNAME_PATTERN.test(username))
      throw new Error(
        `a staff username is ${LIMITS.staffUsernameMin}-${LIMITS.staffUsernameMax} letters, digits, _ . or -`,
      );
    if (await this.repo.byUsername(username)) throw new AppError('A0003');
    const password = crypto.randomBytes(12).toString('base64url');
    return { username, password, hash: await hashPassword(password) };
  }

  /** Inserts a prepared staff member in the caller's transaction `db`, audited; answers the id. */
  async insertNew(
    db: Db,
    fresh: NewStaff,
    roles: StaffRole[],
    by: { staffId: number | null; staff: string; ip: string },
  ): Promise<number> {
    const now = Date.now();
    const id = await new StaffRepo(db).insert({
      username: fresh.username,
      password_hash: fresh.hash,
      roles: [...new Set(roles)].join(','),
      status: 'active',
      totp_secret: null,
      totp_enabled: 0,
      totp_last_step: 0,
      created_at: now,
      updated_at: now,
    });
    await this.audit.append(db, {
      ...by,
      action: 'staff.create',
      objectType: 'staff',
      objectId: id,
      after: { username: fresh.username, roles, status: 'active' },
    });
    return id;
  }

  /** Checks the password and starts a session waiting for its second factor; answers its token. */
  async login(username: string, password: string, meta: StaffMeta): Promise<string> {
    const staff = await this.repo.byUsername(username);
    const ok = staff
      ? await verifyPassword(staff.password_hash, password)
      : await verifyNoPassword(password);
    if (!staff || !ok || staff.status !== 'active') {
      await this.audit.record({
        staffId: staff?.id ?? null,
        staff: username.slice(0, 64),
        ip: meta.ip,
        action: 'staff.login.failed',
        objectType: 'staff',
        objectId: staff?.id ?? '',
        after: { reason: !staff || !ok ? 'password' : 'disabled' },
      });
      // The same answer whether the name exists or not.
      throw new AppError(!staff || !ok ? 'A0050' : 'A0053');
    }
    const token = crypto.randomBytes(32).toString('base64url');
    await this.repo.insertSession({
      id_hash: hashToken(token),
      staff_id: staff.id,
      stage: 'password',
      now: Date.now(),
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent,
      secure: meta.secure === undefined ? null : meta.secure ? 1 : 0,
    });
    return token;
  }

  /**
   * The session of a token: null when there is none, 'expired' when it was idle for 30 minutes,
   * passed its longest life or its staff member was disabled (it is removed then).
   */
  async session(token: string, secure?: boolean): Promise<StaffSession | 'expired' | null> {
    const idHash = hashToken(token);
    const row = await this.repo.session(idHash);
    if (!row) return null;
    // Only under the cookie name it was issued with (decision 0040): one issued as `__Secure-`
    // over HTTPS is not taken from the plain name over plain HTTP.
    if (row.secure !== null && secure !== undefined && row.secure !== (secure ? 1 : 0)) return null;
    const now = Date.now();
    if (
      now - Number(row.last_seen_at) > STAFF_IDLE_MS ||
      now - Number(row.created_at) > STAFF_SESSION_MAX_MS ||
      row.status !== 'active'
    ) {
      await this.repo.deleteSession(idHash);
      return 'expired';
    }
    // Written at most once a minute: the idle clock needs no finer grain.
    if (now - Number(row.last_seen_at) > 60_000) await this.repo.touchSession(idHash, now);
    return {
      staffId: row.staff_id,
      username: row.username,
      roles: parseRoles(row.roles),
      stage: row.stage === 'full' ? 'full' : 'password',
      totpEnabled: row.totp_enabled === 1,
      idHash,
    };
  }

  me(s: StaffSession): StaffMe {
    return {
      username: s.username,
      roles: s.roles,
      stage: s.stage === 'full' ? 'full' : s.totpEnabled ? 'verify' : 'enrol',
    };
  }

  async logout(s: StaffSession, meta: StaffMeta): Promise<void> {
    await this.repo.deleteSession(s.idHash);
    await this.audit.record({
      staffId: s.staffId,
      staff: s.username,
      ip: meta.ip,
      action: 'staff.logout',
      objectType: 'staff',
      objectId: s.staffId,
    });
  }

  /** A new secret for a staff member who has none confirmed yet (replaces an unconfirmed one). */
  async enrol(s: StaffSession): Promise<TotpEnrolment> {
    if (s.stage !== 'password' || s.totpEnabled) throw new AppError('A0017');
    const secret = generateSecret({ length: 20 });
    if (!(await this.repo.setPendingSecret(s.staffId, secret, Date.now())))
      throw new AppError('A0017');
    const uri = generateURI({ issuer: ISSUER, label: s.username, secret, period: TOTP.period });
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    return {
      uri,
      secret,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** The time-step a code belongs to, or null when it is no code of this secret now. */
  private step(secret: string, code: string): number | null {
    const r = verifySync({ secret, token: code, ...TOTP });
    return r.valid ? Math.floor(Date.now() / 1000 / TOTP_STEP_S) + r.delta : null;
  }

  /**
   * Counts a code before it is compared (decision 0036): codes sent together each take their own
   * try, and past the fifth the session ends without comparing (counted after the comparison, any
   * number of codes arriving at once were all compared). The count is the session row's, so it
   * holds across instances; a code arriving after the session ended finds no row and is refused.
   */
  private async take(s: StaffSession): Promise<{ session: number; account: number }> {
    const n = await this.repo.takeCodeTry(s.idHash);
    if (n === null || n > MAX_CODE_FAILURES) {
      if (n !== null) await this.repo.deleteSession(s.idHash);
      throw new AppError('A0004');
    }
    // The account's try too, also before the comparison: none while its second factor is locked.
    const now = Date.now();
    const account = await this.repo.takeAccountCodeTry(
      s.staffId,
      now,
      now - ACCOUNT_CODE_WINDOW_MS,
      ACCOUNT_CODE_FAILURES,
    );
    if (account === null) throw new AppError('A0079');
    return { session: n, account };
  }

  /**
   * A wrong code, the session's and the account's tries counted by `take`: A0008, A0004 at the
   * session's fifth; at the account's tenth its second factor is locked, which the audit log
   * records for the administrators (decision 0040).
   */
  private async wrong(
    s: StaffSession,
    tries: { session: number; account: number },
    meta: StaffMeta,
    action: AuditAction,
  ): Promise<never> {
    await this.audit.record({
      staffId: s.staffId,
      staff: s.username,
      ip: meta.ip,
      action,
      objectType: 'staff',
      objectId: s.staffId,
    });
    const now = Date.now();
    const until = now + ACCOUNT_CODE_LOCK_MS;
    if (
      tries.account >= ACCOUNT_CODE_FAILURES &&
      (await this.repo.lockCodes(s.staffId, now, until))
    )
      await this.audit.record({
        staffId: s.staffId,
        staff: s.username,
        ip: meta.ip,
        action: 'staff.totp.locked',
        objectType: 'staff',
        objectId: s.staffId,
        after: { failures: tries.account, until: new Date(until).toISOString() },
      });
    if (tries.session >= MAX_CODE_FAILURES) {
      await this.repo.deleteSession(s.idHash);
      throw new AppError('A0004');
    }
    throw new AppError('A0008');
  }

  /** Confirms enrolment with a first code; answers the recovery codes (shown once). */
  async confirm(s: StaffSession, code: string, meta: StaffMeta): Promise<string[]> {
    if (s.stage !== 'password' || s.totpEnabled) throw new AppError('A0017');
    const tries = await this.take(s);
    const staff = await this.repo.byId(s.staffId);
    const step = staff?.totp_secret ? this.step(staff.totp_secret, code) : null;
    if (step === null) return this.wrong(s, tries, meta, 'staff.totp.failed');
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    await this.repo.transaction(async (tx) => {
      if (!(await tx.acceptStep(s.staffId, step, true, Date.now()))) throw new AppError('A0008');
      await tx.replaceRecoveryCodes(s.staffId, codes.map(hashToken));
      await tx.setStage(s.idHash, 'full', Date.now());
      await tx.markLogin(s.staffId, Date.now());
      await tx.clearCodeFailures(s.staffId);
      await this.audit.append(tx.db, {
        staffId: s.staffId,
        staff: s.username,
        ip: meta.ip,
        action: 'staff.totp.enrol',
        objectType: 'staff',
        objectId: s.staffId,
        before: { totp: false },
        after: { totp: true },
      });
    });
    return codes;
  }

  /** The second step of sign-in: a fresh TOTP code or an unused recovery code. */
  async verify(s: StaffSession, input: TotpVerify, meta: StaffMeta): Promise<void> {
    if (s.stage !== 'password' || !s.totpEnabled) throw new AppError('A0017');
    const staff = await this.repo.byId(s.staffId);
    if (!staff?.totp_secret) throw new AppError('A0017');
    const secret = staff.totp_secret;
    const tries = await this.take(s);
    const now = Date.now();
    const how = 'code' in input ? 'totp' : 'recovery';
    const accepted = await this.repo.transaction(async (tx) => {
      if ('code' in input) {
        const step = this.step(secret, input.code);
        // A replayed code (or one older than the last accepted) is refused like a wrong one.
        if (step === null || !(await tx.acceptStep(s.staffId, step, false, now))) return false;
      } else if (!(await tx.useRecoveryCode(s.staffId, hashToken(input.recoveryCode), now))) {
        return false;
      }
      await tx.setStage(s.idHash, 'full', now);
      await tx.markLogin(s.staffId, now);
      await tx.clearCodeFailures(s.staffId);
      await this.audit.append(tx.db, {
        staffId: s.staffId,
        staff: s.username,
        ip: meta.ip,
        action: 'staff.login',
        objectType: 'staff',
        objectId: s.staffId,
        after: { factor: how },
      });
      return true;
    });
    if (!accepted) await this.wrong(s, tries, meta, 'staff.login.failed');
  }

  /** Removes sessions idle past the time-out; called periodically. */
  purgeExpired(): Promise<void> {
    return this.repo.purgeSessions(Date.now() - STAFF_IDLE_MS);
  }
}
