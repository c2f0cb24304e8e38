import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { canonicalQuery, rpcSignature } from '../notify/aliyun-signature.js';

/**
 * Stand-ins for the outside world of the accounts flows, on 127.0.0.1: a real SMTP server that
 * keeps every message, and the Alibaba Cloud SMS endpoint, which checks the request signature
 * with the sender's own signing function. The server tests start them in process; the e2e
 * global setup imports them as `@seuiot/server/testing` (package.json `exports`).
 */

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

/** How many messages an address has received, and the code of the newest (null: none). */
export interface Received {
  code: string | null;
  count: number;
}

const listen = (server: http.Server | SMTPServer['server']) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const close = (server: { close(done: () => void): unknown }) => () =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** The newest code received, or an error naming what never came. */
function newestCode(received: Received, what: string): string {
  if (!received.code) throw new Error(`no code ${what}`);
  return received.code;
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
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
        });
        callback();
      });
    },
  });
  const port = await listen(server.server);
  const received = (to: string): Received => {
    const mine = mails.filter((m) => m.to.includes(to.trim().toLowerCase()));
    const newest = mine[mine.length - 1];
    return { code: (newest && /\b(\d{6})\b/.exec(newest.text)?.[1]) ?? null, count: mine.length };
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received,
    /** The six-digit code of the newest message to `to`; throws when there is none. */
    lastCode: (to: string): string => newestCode(received(to), `mailed to ${to}`),
    close: close(server),
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
    const query = canonicalQuery([...url.searchParams].filter(([k]) => k !== 'Signature'));
    const expected = rpcSignature(query, accessKeySecret);
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
  const port = await listen(server);
  const received = (phone: string): Received => {
    const bare = phone.trim().replace(/^(\+86|0086)/, '');
    const mine = messages.filter((m) => m.phone === bare);
    return { code: mine[mine.length - 1]?.code ?? null, count: mine.length };
  };
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    messages,
    received,
    /** The provider answers the next request with a business-limit refusal. */
    failNextSend: () => {
      failNext = true;
    },
    /** The code of the newest SMS to `phone`; throws when there is none. */
    lastCode: (phone: string): string => newestCode(received(phone), `texted to ${phone}`),
    close: close(server),
  };
}
