import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

/** The text of a single-part message, decoded from base64 or quoted-printable. */
export function decodeMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '');
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === 'base64')
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject, text };
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpSink() {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = decodeMail(Buffer.concat(chunks).toString('utf8'));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The six-digit code of the newest message to `to`. */
    lastCode(to: string): string {
      const m = [...mails].reverse().find((x) => x.to.includes(to.toLowerCase()));
      const code = m && /\b(\d{6})\b/.exec(m.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stand-in for the Alibaba Cloud SMS endpoint on 127.0.0.1: checks the request signature with
 * the secret it was given and keeps the messages, answering as the real service does.
 */
export async function startSmsSink(accessKeySecret: string) {
  const messages: { phone: string; code: string }[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const params = [...url.searchParams.entries()].filter(([k]) => k !== 'Signature');
    const enc = (s: string) =>
      encodeURIComponent(s)
        .replace(/\+/g, '%20')
        .replace(/\*/g, '%2A')
        .replace(/%7E/g, '~')
        .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const query = params
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${enc(k)}=${enc(v)}`)
      .join('&');
    const expected = crypto
      .createHmac('sha1', `${accessKeySecret}&`)
      .update(`GET&%2F&${enc(query)}`)
      .digest('base64');
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('Signature') !== expected) {
      res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
      return;
    }
    if (failNext) {
      failNext = false;
      res.end(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }));
      return;
    }
    const code =
      (JSON.parse(url.searchParams.get('TemplateParam') ?? '{}') as { code?: string }).code ?? '';
    messages.push({ phone: url.searchParams.get('PhoneNumbers') ?? '', code });
    res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    messages,
    failNextSend: () => {
      failNext = true;
    },
    lastCode(phone: string): string {
      const m = [...messages].reverse().find((x) => x.phone === phone.replace(/^(\+86|0086)/, ''));
      if (!m) throw new Error(`no SMS to ${phone}`);
      return m.code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
