import net from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, CSRF_HEADER, CSRF_VALUE, ORDER_CALLS } from '@seuiot/contract';
import { DRAIN_MAX_BYTES } from './http/early-refusal.js';
import { consoleKit, type Cookies } from './modules/console/console-kit.fixture.js';
import {
  cookieHeader,
  createTestApp,
  loginCookies,
  multipartBody,
  type TestApp,
} from './test/harness.js';

/**
 * A refused upload must not leave its connection stuck (issue 24): the server answered a refusal
 * before it had read the body and kept the connection alive, so the next request on it (the
 * customer's second submit) got no answer until the keep-alive timeout, about 70 s. Every upload
 * route of the app (found from its routes: the ones whose schema declares a multipart body), sent a
 * refused file over a real socket and then a second request on the same socket: the second answer,
 * or a clean close that lets a client retry on a new connection, comes within 1 s.
 */

let t: TestApp;
let port: number;
let customer: Cookies;
let staff: Cookies;
/** Destroyed at the end, so a stuck one does not hold the server's close. */
const sockets: net.Socket[] = [];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  customer = await loginCookies(t);
  staff = (await consoleKit(t).staffSession('refusal.staff', 'editor', 'support')).cookies;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await t?.close();
  vi.useRealTimers();
});

/** The routes whose schema declares a multipart body. */
function uploadRoutes(): RouteOptions[] {
  return t.routes.filter((r) => r.schema?.multipart);
}

/** The name of a route's first file part, from its documented body. */
function filePart(route: RouteOptions): string {
  return Object.keys(route.schema?.multipart?.files ?? { file: null })[0]!;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Reads HTTP answers off a socket as they come; `next(ms)` resolves with the next one, or null
 * when the server closed the connection cleanly (FIN) first; it rejects on a reset or a timeout.
 */
function answers(socket: net.Socket) {
  let buffer = Buffer.alloc(0);
  let ended = false;
  let failed: Error | null = null;
  let wake: (() => void) | null = null;
  socket.on('data', (c: Buffer) => {
    buffer = Buffer.concat([buffer, c]);
    wake?.();
  });
  socket.on('end', () => {
    ended = true;
    wake?.();
  });
  socket.on('error', (err) => {
    failed = err;
    wake?.();
  });
  const take = (): Answer | null => {
    const head = buffer.indexOf('\r\n\r\n');
    if (head < 0) return null;
    const lines = buffer.subarray(0, head).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const l of lines.slice(1)) {
      const i = l.indexOf(':');
      headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (buffer.length < head + 4 + length) return null;
    const body = buffer.subarray(head + 4, head + 4 + length).toString();
    buffer = buffer.subarray(head + 4 + length);
    return { status: Number(lines[0]!.split(' ')[1]), headers, body };
  };
  return {
    next: (ms: number) =>
      new Promise<Answer | null>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer nor close in ${ms} ms`)), ms);
        const check = () => {
          const a = take();
          if (!a && !ended && !failed) return;
          clearTimeout(timer);
          wake = null;
          if (a) resolve(a);
          else if (failed) reject(failed);
          else resolve(null);
        };
        wake = check;
        check();
      }),
  };
}

describe('a refused upload, then a second request on the same connection', () => {
  it('finds the upload routes from the app', () => {
    expect(uploadRoutes().map((r) => r.url).length).toBe(8);
  });

  it.each([
    ['signed in, a file of a refused type', 'signed-in', 2_500_000],
    ['signed in, a small file of a refused type', 'signed-in', 40_000],
    ['without a session', 'anonymous', 2_500_000],
    ['without the CSRF header', 'no-csrf', 2_500_000],
  ] as const)(
    '%s: every upload route answers the second request within 1 s',
    async (_, who, size) => {
      for (const route of uploadRoutes()) {
        const console = route.url.startsWith(`${t.config.apiPrefix}/console/`);
        const cookies = who === 'anonymous' ? {} : console ? staff : customer;
        const body = multipartBody([], [[filePart(route), 'x.bin', Buffer.alloc(size, 0x41)]]);
        const { socket, read } = await connect();
        socket.write(
          [
            `POST ${route.url} HTTP/1.1`,
            'Host: 127.0.0.1',
            ...(who === 'no-csrf' ? [] : [`${CSRF_HEADER}: ${CSRF_VALUE}`]),
            `Content-Type: ${body.contentType}`,
            `Content-Length: ${body.payload.length}`,
            `Cookie: ${cookieHeader(cookies)}`,
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(body.payload);
        socket.write(SECOND);
        const first = await read.next(5_000);
        expect(first?.status, `${route.url}: ${first?.body}`).toBeGreaterThanOrEqual(400);
        if (who === 'anonymous') expect(JSON.parse(first!.body).msg, route.url).toBe('A0001');
        const second = await read.next(1_000).catch((err: Error) => err);
        if (second instanceof Error) throw new Error(`${route.url}: ${second.message}`);
        if (second) expect(second.status, route.url).toBe(200);
        else expect(first?.headers.connection, route.url).toBe('close');
      }
    },
    60_000,
  );

  it('a body declared larger than is worth reading: Connection: close and a clean close', async () => {
    const { socket, read } = await connect();
    socket.write(
      [
        `POST ${t.config.apiPrefix}${ORDER_CALLS.submitOrder.path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `${CSRF_HEADER}: ${CSRF_VALUE}`,
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${DRAIN_MAX_BYTES + 1}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(100_000, 0x41));
    const first = await read.next(5_000);
    expect(JSON.parse(first!.body).msg).toBe('A0001');
    expect(first?.headers.connection).toBe('close');
    expect(await read.next(1_000)).toBeNull();
  });
});

const SECOND = `GET /api${AUTH_PATHS.getLang.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

async function connect() {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise((r) => socket.once('connect', r));
  return { socket, read: answers(socket) };
}
