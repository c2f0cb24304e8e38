import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Received } from '@seuiot/server/testing';

/**
 * The bridge from the stand-ins to the spec files: the SMTP and SMS stand-ins
 * (`@seuiot/server/testing`, the same ones the server tests use) run in the global setup, the
 * specs in other processes, so they read the latest code over this small HTTP "inbox".
 */

type Inbox = (to: string) => Received;

/** GET /code?channel=email|sms&to=… answers {code, count}: the newest code and how many came. */
export async function startInbox(smtp: { received: Inbox }, sms: { received: Inbox }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to') ?? '';
    const answer = url.searchParams.get('channel') === 'sms' ? sms.received(to) : smtp.received(to);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
