import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { canonicalQuery, percentEncode, rpcSignature } from './aliyun-signature.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Sms {
  phone: string;
  /** The verification code: providers send it through their approved template. */
  code: string;
  /** Full text, for the dev outbox. */
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

/**
 * Development outbox: nothing leaves the machine; each message is written to the server log at
 * warn level so a developer can read the code. Never configured in production (README).
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(mail: Mail): Promise<void> {
    this.log.warn(
      { outbox: 'mail', to: mail.to, subject: mail.subject, text: mail.text },
      'DEV OUTBOX e-mail',
    );
  }
}

export class OutboxSms implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(sms: Sms): Promise<void> {
    this.log.warn({ outbox: 'sms', phone: sms.phone, text: sms.text }, 'DEV OUTBOX SMS');
  }
}

/** E-mail over SMTP (SMTP_URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
  }
}

/**
 * Alibaba Cloud SMS (Dysms SendSms, RPC signature v1 in aliyun-signature.ts). The
 * template must contain `${code}`.
 */
export class AliyunSms implements SmsSender {
  constructor(private readonly c: Config['sms']) {}

  /** The signed request URL (exposed for tests). */
  signedUrl(sms: Sms, now = new Date(), nonce = crypto.randomUUID()): string {
    const params: Record<string, string> = {
      AccessKeyId: this.c.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: sms.phone.replace(/^(\+86|0086)/, ''),
      RegionId: 'cn-hangzhou',
      SignName: this.c.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: this.c.templateCode,
      TemplateParam: JSON.stringify({ code: sms.code }),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = canonicalQuery(Object.entries(params));
    const signature = rpcSignature(query, this.c.accessKeySecret);
    return `${this.c.endpoint}?Signature=${percentEncode(signature)}&${query}`;
  }

  async send(sms: Sms): Promise<void> {
    const res = await fetch(this.signedUrl(sms), { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK')
      throw new Error(`SMS provider refused: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  }
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(log);
}

export function createSms(config: Config, log: FastifyBaseLogger): SmsSender {
  return config.sms.provider === 'aliyun' ? new AliyunSms(config.sms) : new OutboxSms(log);
}
