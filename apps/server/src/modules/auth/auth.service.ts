import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { LIMITS, type Captcha, type Lang, type LoginForm, type LoginUser } from '@seuiot/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { AuthRepo } from './auth.repo.js';
import { decryptWire, verifyNoPassword, verifyPassword } from '../../lib/password.js';

const MINUTE = 60_000;
/** Failures older than this no longer count (captcha, locks). */
const THROTTLE_WINDOW_MS = 15 * MINUTE;
/** Failures from one IP (whatever the client cookie) after which every attempt needs a captcha. */
const IP_CAPTCHA_THRESHOLD = 20;
/** Failures on one account from one IP after which that IP needs a captcha for it. */
const PAIR_CAPTCHA_THRESHOLD = 3;
/** Failures on one account from any client after which every client needs a captcha for it. */
const ACCOUNT_CAPTCHA_THRESHOLD = LIMITS.loginMaxFailures;

export interface AttemptMeta {
  clientKey: string;
  ip: string;
  userAgent: string;
}

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

/**
 * The failure counters an attempt touches (decision 0011). The account is the username as typed,
 * known or not, so that unknown names behave exactly as known ones; names and client ids are
 * hashed to fit the key column whatever their length.
 */
function throttleKeys(username: string, meta: Pick<AttemptMeta, 'clientKey' | 'ip'>) {
  return {
    /** The client cookie, on any account: a captcha after its first failure. */
    client: `client:${meta.clientKey}`,
    /** The address, on any account: a captcha after IP_CAPTCHA_THRESHOLD. */
    ip: `ip:${meta.ip}`,
    /** The account, from any client: a captcha for everyone, never a lock. */
    account: `acct:${sha256(username)}`,
    /** The account from this client cookie: locked after LIMITS.loginMaxFailures. */
    accountClient: `acct-cid:${sha256(`${username}\n${meta.clientKey}`)}`,
    /** The account from this address: a captcha, then locked unless a captcha is solved. */
    accountIp: `acct-ip:${sha256(`${username}\n${meta.ip}`)}`,
  };
}

/** Draws a captcha: the SVG and its answer. Replaceable so tests can know the answer. */
export type CaptchaDrawer = () => { svg: string; text: string };

export const drawCaptcha: CaptchaDrawer = () => {
  const c = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: false,
    background: '#f2f4f8',
  });
  return { svg: c.data, text: c.text };
};

/** Login rules: captcha, client locks (decision 0011), account states, login records. */
export class AuthService {
  constructor(
    private readonly repo: AuthRepo,
    private readonly config: Config,
    private readonly draw: CaptchaDrawer = drawCaptcha,
    /** Told when a user's login log gained a record (the log's answers are kept per user). */
    private readonly recorded: (userId: number) => void = () => undefined,
  ) {}

  private async addLoginRecord(r: Parameters<AuthRepo['addLoginRecord']>[0]): Promise<void> {
    await this.repo.addLoginRecord(r);
    if (r.userId !== null) this.recorded(r.userId);
  }

  /** Whether the client needs a captcha before naming an account (the login page's question). */
  async captchaRequired(meta: Pick<AttemptMeta, 'clientKey' | 'ip'>): Promise<boolean> {
    const keys = throttleKeys('', meta);
    const counts = await this.repo.throttles(
      [keys.client, keys.ip],
      Date.now() - THROTTLE_WINDOW_MS,
    );
    return (
      (counts.get(keys.client)?.failures ?? 0) > 0 ||
      (counts.get(keys.ip)?.failures ?? 0) >= IP_CAPTCHA_THRESHOLD
    );
  }

  /** A fresh image for the client; the answer is kept hashed, bound to the client. */
  async newCaptcha(meta: Pick<AttemptMeta, 'clientKey' | 'ip'>): Promise<Captcha> {
    const c = this.draw();
    const id = crypto.randomBytes(16).toString('base64url');
    await this.repo.saveCaptcha({
      id,
      clientKey: meta.clientKey,
      answerHash: sha256(`${id}:${c.text.toLowerCase()}`),
      expiresAt: Date.now() + LIMITS.captchaMinutes * MINUTE,
    });
    return {
      captchaId: id,
      image: `data:image/svg+xml;base64,${Buffer.from(c.svg).toString('base64')}`,
      required: await this.captchaRequired(meta),
    };
  }

  /** Whether the form carries the right answer of this client's image; the image is spent. */
  private async solvedCaptcha(form: LoginForm, meta: AttemptMeta): Promise<boolean> {
    if (!form.captchaId) return false;
    const row = await this.repo.takeCaptcha(form.captchaId);
    return (
      !!row &&
      !!form.captchaCode &&
      row.client_key === meta.clientKey &&
      row.expires_at > Date.now() &&
      row.answer_hash === sha256(`${form.captchaId}:${form.captchaCode.trim().toLowerCase()}`)
    );
  }

  private async fail(
    code: 'A0008' | 'A0035' | 'A0050' | 'A0051' | 'A0053' | 'A0054' | 'A0071',
    form: LoginForm,
    meta: AttemptMeta,
    userId: number | null,
  ): Promise<never> {
    await this.addLoginRecord({
      userId,
      username: form.username,
      ip: meta.ip,
      userAgent: meta.userAgent,
      result: code,
    });
    await this.repo.bumpThrottles(
      Object.values(throttleKeys(form.username, meta)),
      Date.now() - THROTTLE_WINDOW_MS,
    );
    throw new AppError(code, { captchaRequired: true });
  }

  /**
   * Checks an attempt; answers the user on success, throws the catalogue code otherwise.
   * Decision 0011: failures lock the client that makes them, never the account; whoever solves
   * the captcha and knows the password gets in from a client of their own.
   */
  async login(form: LoginForm, meta: AttemptMeta): Promise<{ id: number; user: LoginUser }> {
    const now = Date.now();
    const keys = throttleKeys(form.username, meta);
    const counts = await this.repo.throttles(Object.values(keys), now - THROTTLE_WINDOW_MS);
    const failures = (key: string) => counts.get(key)?.failures ?? 0;
    const locked = (key: string) =>
      failures(key) >= LIMITS.loginMaxFailures &&
      counts.get(key)!.updatedAt > now - LIMITS.loginLockMinutes * MINUTE;
    // A given image is spent whether or not it was needed (one try per image).
    const solved = await this.solvedCaptcha(form, meta);

    // A client that keeps failing on this account is locked: the cookie whatever it sends, the
    // address (for clients that drop the cookie) unless it solves a captcha.
    if (locked(keys.accountClient) || (!solved && locked(keys.accountIp)))
      return this.fail('A0051', form, meta, null);
    const captchaRequired =
      failures(keys.client) > 0 ||
      failures(keys.ip) >= IP_CAPTCHA_THRESHOLD ||
      failures(keys.account) >= ACCOUNT_CAPTCHA_THRESHOLD ||
      failures(keys.accountIp) >= PAIR_CAPTCHA_THRESHOLD;
    if (captchaRequired && !solved) return this.fail('A0008', form, meta, null);

    const plain = decryptWire(this.config.cipherKey, form.password);
    if (plain === null) return this.fail('A0071', form, meta, null);

    const user = await this.repo.findUserByUsername(form.username);
    if (!user) {
      // As long as a known account's check, so the timing does not tell which names exist.
      await verifyNoPassword(plain);
      // The same code as a wrong password (decision 0040): the answer does not tell which names exist.
      return this.fail('A0050', form, meta, null);
    }
    if (!(await verifyPassword(user.password_hash, plain)))
      return this.fail('A0050', form, meta, user.id);
    // Account states are told only to someone who knows the password.
    if (user.status === 'pending') return this.fail('A0035', form, meta, user.id);
    if (user.status === 'disabled') return this.fail('A0053', form, meta, user.id);
    if (user.expires_at !== null && user.expires_at <= now)
      return this.fail('A0054', form, meta, user.id);

    // The owner's success ends the captcha for their client and for the account; the address
    // keeps its count (someone else behind it may be the one failing).
    await this.repo.clearThrottles([keys.client, keys.accountClient, keys.account]);
    await this.addLoginRecord({
      userId: user.id,
      username: user.username,
      ip: meta.ip,
      userAgent: meta.userAgent,
      result: 'success',
    });
    return { id: user.id, user: toLoginUser(user) };
  }

  async setLang(userId: number, lang: Lang): Promise<void> {
    await this.repo.setLang(userId, lang);
  }
}

function toLoginUser(u: {
  id: number;
  username: string;
  truename: string;
  headimg: string;
  lang: string | null;
}): LoginUser {
  return {
    userId: u.id,
    username: u.username,
    truename: u.truename,
    headimg: u.headimg,
    lang: u.lang === 'en' ? 'en' : 'zh',
  };
}
