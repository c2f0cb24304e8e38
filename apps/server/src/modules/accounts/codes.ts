import crypto from 'node:crypto';
import { CODE_RULES, LIMITS, type CodeType } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer, SmsSender } from '../../notify/notify.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type Channel = 'email' | 'sms';

/** E-mail addresses compare case-insensitively; Chinese numbers without +86 / 0086. */
export function normaliseTarget(channel: Channel, target: string): string {
  const t = target.trim();
  return channel === 'email'
    ? t.toLowerCase()
    : t.replace(/^(\+86|0086)/, '').replace(/[\s-]/g, '');
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
} as const;

/**
 * Verification codes: six random digits, stored as an HMAC, 10 minutes, single use, bound to
 * channel + target + purpose; 5 wrong tries spend the code; sends are limited per target
 * (30 s apart, 5 an hour) and per IP (20 an hour).
 */
export class CodesService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
  ) {}

  private hash(channel: Channel, target: string, purpose: string, code: string): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${channel}:${target}:${purpose}:${code}`)
      .digest('hex');
  }

  private async countSince(column: 'target' | 'ip', value: string, since: number): Promise<number> {
    const r = await this.db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async send(
    channel: Channel,
    rawTarget: string,
    purpose: CodeType,
    ip: string,
  ): Promise<{ resendAfter: number }> {
    const target = normaliseTarget(channel, rawTarget);
    const now = Date.now();
    const last = await this.db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('target', '=', target)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && now - last.created_at < LIMITS.codeResendSeconds * 1000) {
      throw new AppError('A0079', {
        resendAfter: Math.ceil((LIMITS.codeResendSeconds * 1000 - (now - last.created_at)) / 1000),
      });
    }
    if ((await this.countSince('target', target, now - HOUR)) >= CODE_RULES.perTargetPerHour)
      throw new AppError('A0075');
    if ((await this.countSince('ip', ip, now - HOUR)) >= CODE_RULES.perIpPerHour)
      throw new AppError('A0079');

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    // Only the newest code of a target and purpose is live.
    await this.db
      .updateTable('verification_codes')
      .set({ spent_at: now })
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .execute();
    const row = await this.db
      .insertInto('verification_codes')
      .values({
        channel,
        target,
        purpose,
        code_hash: this.hash(channel, target, purpose, code),
        attempts: 0,
        ip: ip.slice(0, 64),
        created_at: now,
        expires_at: now + CODE_RULES.validMinutes * MINUTE,
        spent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const text = TEXTS[purpose];
    try {
      if (channel === 'email')
        await this.mailer.send({ to: target, subject: text.subject, text: text.body(code) });
      else await this.sms.send({ phone: target, code, text: text.body(code) });
    } catch (err) {
      await this.db
        .updateTable('verification_codes')
        .set({ spent_at: Date.now() })
        .where('id', '=', row.id)
        .execute();
      throw new AppError(channel === 'email' ? 'A0063' : 'A0034', null, err);
    }
    return { resendAfter: LIMITS.codeResendSeconds };
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
    const row = await this.db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at'])
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new AppError('A0055');
    if (row.expires_at <= now) {
      await this.db
        .updateTable('verification_codes')
        .set({ spent_at: now })
        .where('id', '=', row.id)
        .execute();
      throw new AppError('A0055');
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(channel, target, purpose, code.trim()), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await this.db
        .updateTable('verification_codes')
        .set({ attempts, spent_at: attempts >= CODE_RULES.maxAttempts ? now : null })
        .where('id', '=', row.id)
        .execute();
      throw new AppError('A0008');
    }
    // Spend it atomically: of two requests racing with the right code only one wins.
    const r = await this.db
      .updateTable('verification_codes')
      .set({ spent_at: now })
      .where('id', '=', row.id)
      .where('spent_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new AppError('A0055');
  }
}
