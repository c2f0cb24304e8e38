import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { LIMITS, type Captcha, type Lang, type LoginForm, type LoginUser } from '@seuiot/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { AuthRepo } from './auth.repo.js';
import { decryptWire, verifyPassword } from '../../lib/password.js';

const MINUTE = 60_000;
/** Failures older than this no longer count towards captcha requirements. */
const THROTTLE_WINDOW_MS = 15 * MINUTE;
/** Failures from one IP (whatever the client cookie) after which every attempt needs a captcha. */
const IP_CAPTCHA_THRESHOLD = 20;

export interface AttemptMeta {
  clientKey: string;
  ip: string;
  userAgent: string;
}

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

/** Login rules of the foundation issue: captcha, lockout, account states, login records. */
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

export class AuthService {
  constructor(
    private readonly repo: AuthRepo,
    private readonly config: Config,
    private readonly draw: CaptchaDrawer = drawCaptcha,
  ) {}

  async captchaRequired(meta: Pick<AttemptMeta, 'clientKey' | 'ip'>): Promise<boolean> {
    const since = Date.now() - THROTTLE_WINDOW_MS;
    const [client, ip] = await Promise.all([
      this.repo.throttleFailures(`client:${meta.clientKey}`, since),
      this.repo.throttleFailures(`ip:${meta.ip}`, since),
    ]);
    return client > 0 || ip >= IP_CAPTCHA_THRESHOLD;
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

  private async checkCaptcha(form: LoginForm, meta: AttemptMeta): Promise<boolean> {
    if (!form.captchaId || !form.captchaCode) return false;
    const row = await this.repo.takeCaptcha(form.captchaId);
    return (
      !!row &&
      row.client_key === meta.clientKey &&
      row.expires_at > Date.now() &&
      row.answer_hash === sha256(`${form.captchaId}:${form.captchaCode.trim().toLowerCase()}`)
    );
  }

  private async fail(
    code: 'A0008' | 'A0035' | 'A0049' | 'A0050' | 'A0051' | 'A0053' | 'A0054' | 'A0071',
    form: LoginForm,
    meta: AttemptMeta,
    userId: number | null,
  ): Promise<never> {
    await this.repo.addLoginRecord({
      userId,
      username: form.username,
      ip: meta.ip,
      userAgent: meta.userAgent,
      result: code,
    });
    const since = Date.now() - THROTTLE_WINDOW_MS;
    await this.repo.bumpThrottle(`client:${meta.clientKey}`, since);
    await this.repo.bumpThrottle(`ip:${meta.ip}`, since);
    throw new AppError(code, { captchaRequired: true });
  }

  /** Checks an attempt; answers the user on success, throws the catalogue code otherwise. */
  async login(form: LoginForm, meta: AttemptMeta): Promise<{ id: number; user: LoginUser }> {
    if (await this.captchaRequired(meta)) {
      if (!(await this.checkCaptcha(form, meta))) return this.fail('A0008', form, meta, null);
    } else if (form.captchaId) {
      // Not required, but an image was used: it is spent all the same.
      await this.repo.takeCaptcha(form.captchaId);
    }
    const plain = decryptWire(this.config.cipherKey, form.password);
    if (plain === null) return this.fail('A0071', form, meta, null);

    const user = await this.repo.findUserByUsername(form.username);
    if (!user) return this.fail('A0049', form, meta, null);

    const now = Date.now();
    if (user.locked_until && user.locked_until > now)
      return this.fail('A0051', form, meta, user.id);

    if (!(await verifyPassword(user.password_hash, plain))) {
      const failures = (user.locked_until && user.locked_until <= now ? 0 : user.failed_logins) + 1;
      if (failures >= LIMITS.loginMaxFailures) {
        await this.repo.recordFailure(user.id, 0, now + LIMITS.loginLockMinutes * MINUTE);
        return this.fail('A0051', form, meta, user.id);
      }
      await this.repo.recordFailure(user.id, failures, null);
      return this.fail('A0050', form, meta, user.id);
    }
    // Account states are told only to someone who knows the password.
    if (user.status === 'pending') return this.fail('A0035', form, meta, user.id);
    if (user.status === 'disabled') return this.fail('A0053', form, meta, user.id);
    if (user.expires_at !== null && user.expires_at <= now)
      return this.fail('A0054', form, meta, user.id);

    await this.repo.clearFailures(user.id);
    await this.repo.clearThrottle(`client:${meta.clientKey}`);
    await this.repo.addLoginRecord({
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
