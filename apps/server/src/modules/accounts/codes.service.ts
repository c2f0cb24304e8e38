import crypto from 'node:crypto';
import { CODE_RULES, LIMITS, normaliseDomesticPhone, type CodeType } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import type { Mailer, SmsSender } from '../../notify/notify.js';
import type { CodesRepo } from './codes.repo.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type Channel = 'email' | 'sms';

/** E-mail addresses compare case-insensitively; Chinese numbers as their 11 digits. */
export function normaliseTarget(channel: Channel, target: string): string {
  const t = target.trim();
  return channel === 'email' ? t.toLowerCase() : normaliseDomesticPhone(t);
}

const TEXTS = {
  register: {
    subject: 'SEUIOT 注册验证码 / Registration code',
    body: (code: string) =>
      `您的注册验证码是 ${code}，10 分钟内有效。如非本人操作请忽略。\nYour registration code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
  reset: {
    subject: 'SEUIOT 找回密码验证码 / Password reset code',
    body: (code: string) =>
      `您正在找回密码，验证码是 ${code}，10 分钟内有效。如非本人操作请忽略。\nYour password reset code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
  contact: {
    subject: 'SEUIOT 联系方式验证码 / Contact change code',
    body: (code: string) =>
      `您正在更改账号的手机号或邮箱，验证码是 ${code}，10 分钟内有效。如非本人操作请忽略。\nYour code to change your account's phone or e-mail is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
} as const;

/** Sent instead of a sign-up code to an address that already has an account (decision 0040). */
const ALREADY_REGISTERED = {
  subject: 'SEUIOT 账号提醒 / You already have an account',
  body: '有人用此邮箱申请注册 SEUIOT 账号，但此邮箱已有账号。如忘记密码，请在登录页使用“忘记密码”找回。如非本人操作请忽略。\nSomeone asked to sign up for SEUIOT with this e-mail address, which already has an account. If you forgot your password, use "Forgot password" on the sign-in page. If it was not you, ignore this message.',
} as const;

/**
 * What a send delivers (decision 0040): the code; for a sign-up to an address that has an account,
 * a notice that it has one (e-mail; SMS templates carry only codes, so nothing by SMS); nothing
 * for a recovery to an address no account has. The answer is the same in each case.
 */
export type Delivery = 'code' | 'notice' | 'none';

/**
 * Verification codes: six random digits, stored as an HMAC, 10 minutes, single use, bound to
 * channel + target + purpose; 5 wrong tries spend the code; sends are limited per target
 * (CODE_RESEND_SECONDS apart, 30 by default; 5 an hour) and per IP (20 an hour).
 */
export class CodesService {
  constructor(
    private readonly repo: CodesRepo,
    private readonly secret: string,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    /** Seconds between two sends to one target (CODE_RESEND_SECONDS). */
    private readonly resendSeconds: number = LIMITS.codeResendSeconds,
  ) {}

  private hash(channel: Channel, target: string, purpose: string, code: string): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${channel}:${target}:${purpose}:${code}`)
      .digest('hex');
  }

  async send(
    channel: Channel,
    rawTarget: string,
    purpose: CodeType,
    ip: string,
    delivery: Delivery = 'code',
  ): Promise<{ resendAfter: number }> {
    const target = normaliseTarget(channel, rawTarget);
    const now = Date.now();
    const last = await this.repo.lastSentAt(target);
    if (last !== undefined && now - last < this.resendSeconds * 1000) {
      throw new AppError('A0079', {
        resendAfter: Math.ceil((this.resendSeconds * 1000 - (now - last)) / 1000),
      });
    }
    if ((await this.repo.countSince('target', target, now - HOUR)) >= CODE_RULES.perTargetPerHour)
      throw new AppError('A0075');
    if ((await this.repo.countSince('ip', ip, now - HOUR)) >= CODE_RULES.perIpPerHour)
      throw new AppError('A0079');

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    // Only the newest code of a target and purpose is live.
    await this.repo.spendLive(target, purpose, now);
    // A send that delivers no code is still written (spent at once), so the per-target and per-IP
    // limits count it exactly as a delivered one: they answer alike for known and unknown ones.
    const id = await this.repo.insert({
      channel,
      target,
      purpose,
      code_hash: this.hash(channel, target, purpose, code),
      attempts: 0,
      ip: ip.slice(0, 64),
      created_at: now,
      expires_at: now + CODE_RULES.validMinutes * MINUTE,
      spent_at: delivery === 'code' ? null : now,
    });
    const text = TEXTS[purpose];
    try {
      if (delivery === 'none' || (delivery === 'notice' && channel === 'sms')) {
        // Nothing to deliver.
      } else if (delivery === 'notice')
        await this.mailer.send({
          to: target,
          subject: ALREADY_REGISTERED.subject,
          text: ALREADY_REGISTERED.body,
        });
      else if (channel === 'email')
        await this.mailer.send({ to: target, subject: text.subject, text: text.body(code) });
      else await this.sms.send({ phone: target, code, text: text.body(code) });
    } catch (err) {
      await this.repo.spend(id, Date.now());
      throw new AppError(channel === 'email' ? 'A0063' : 'A0034', null, err);
    }
    return { resendAfter: this.resendSeconds };
  }

  /** Spends the code when right; A0055 when there is no live code, A0008 when wrong. */
  async verify(
    channel: Channel,
    rawTarget: string,
    purpose: CodeType,
    code: string,
  ): Promise<void> {
    const target = normaliseTarget(channel, rawTarget);
    const now = Date.now();
    const row = await this.repo.live(channel, target, purpose);
    if (!row) throw new AppError('A0055');
    if (row.expires_at <= now) {
      await this.repo.spend(row.id, now);
      throw new AppError('A0055');
    }
    // The guess is counted before it is compared (decision 0036): read-then-write let guesses
    // sent together all be compared, and a wrong one could write a spent code back to live.
    const attempts = await this.repo.takeAttempt(row.id, CODE_RULES.maxAttempts);
    if (attempts === null) throw new AppError('A0055');
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(channel, target, purpose, code.trim()), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      if (attempts >= CODE_RULES.maxAttempts) await this.repo.spendIfLive(row.id, now);
      throw new AppError('A0008');
    }
    // Spend it atomically: of two requests racing with the right code only one wins.
    if (!(await this.repo.spendIfLive(row.id, now))) throw new AppError('A0055');
  }
}
