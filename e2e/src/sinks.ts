import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Stand-ins for the outside world of the accounts journeys, started by the global setup on
 * 127.0.0.1 (same logic as apps/server/src/test/sinks.ts): a real SMTP server that keeps every
 * message, a stand-in for the Alibaba Cloud SMS endpoint that checks the request signature, and
 * a small HTTP "inbox" through which the spec files (other processes) read the latest code.
 */

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

/** The text of a single-part message, decoded from base64 or quoted-printable. */
function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const listen = (server: http.Server | SMTPServer['server']) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

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
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text: decodeBody(raw),
        });
        callback();
      });
    },
  });
  const port = await listen(server.server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many messages `to` has received, and the six-digit code of the newest. */
    lastCode(to: string): { code: string | null; count: number } {
      const mine = mails.filter((m) => m.to.includes(to.trim().toLowerCase()));
      const newest = mine[mine.length - 1];
      return { code: (newest && /\b(\d{6})\b/.exec(newest.text)?.[1]) ?? null, count: mine.length };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Percent-encoding of the Alibaba Cloud RPC signature. */
function enc(s: string): string {
  return encodeURIComponent(s)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export async function startSmsSink(accessKeySecret: string) {
  const messages: { phone: string; code: string }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const query = [...url.searchParams.entries()]
      .filter(([k]) => k !== 'Signature')
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
    const code =
      (JSON.parse(url.searchParams.get('TemplateParam') ?? '{}') as { code?: string }).code ?? '';
    messages.push({ phone: url.searchParams.get('PhoneNumbers') ?? '', code });
    res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }));
  });
  const port = await listen(server);
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    /** How many messages `phone` has received, and the code of the newest. */
    lastCode(phone: string): { code: string | null; count: number } {
      const bare = phone.trim().replace(/^(\+86|0086)/, '');
      const mine = messages.filter((m) => m.phone === bare);
      return { code: mine[mine.length - 1]?.code ?? null, count: mine.length };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Inbox = (to: string) => { code: string | null; count: number };

/** GET /code?channel=email|sms&to=… answers {code, count}: the newest code and how many came. */
export async function startInbox(smtp: { lastCode: Inbox }, sms: { lastCode: Inbox }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to') ?? '';
    const answer = url.searchParams.get('channel') === 'sms' ? sms.lastCode(to) : smtp.lastCode(to);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
