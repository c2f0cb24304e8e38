import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { LOOPBACK, freePort } from './ports.js';

/**
 * Debian's nginx in front of portal instances, for tests and the bench (issue 16): the
 * repository's deploy/nginx/seuiot.conf with loopback ports and paths put in place of the compose
 * names. Exported as `@seuiot/server/testing/stack`.
 */

/** The repository root, from src/test or dist/test alike. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DOMESTIC_HOST = LOOPBACK;

/** Debian's nginx binary; absent when the package is not installed. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/seuiot.conf');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  origin: string;
  /** Whether the brotli_static module was loaded (libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** Lines of the access log: `<upstream addresses or ->|<status>|<method>|<request uri>`. */
  accessLog(): string[];
  /**
   * The upstream addresses (`-` for none) of the requests for `requestUri`, once `count` of
   * them are logged (nginx logs a request when it has finished with it, after the answer).
   */
  upstreamsOf(requestUri: string, count: number): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Replaces `from` in the directives of `text` (comments are left alone), insisting that it
 * occurs exactly once: a template that drifted from the test fails here rather than silently.
 */
function replaceOnce(text: string, from: string, to: string): string {
  let found = 0;
  const out = text.split('\n').map((line) => {
    if (line.trimStart().startsWith('#') || !line.includes(from)) return line;
    found += line.split(from).length - 1;
    return line.split(from).join(to);
  });
  if (found !== 1)
    throw new Error(`deploy/nginx/seuiot.conf: expected "${from}" once, found ${found}`);
  return out.join('\n');
}

/**
 * deploy/nginx/seuiot.conf with the test's instances, port and files put in place of the
 * compose names, inside a main nginx.conf of its own (logs and temporary files in `dir`).
 */
export function writeConfig(
  dir: string,
  o: { port: number; upstreams: [number, number]; webDist: string; consoleDist: string },
): { brotli: boolean } {
  const brotli = fs.existsSync(BROTLI_MODULE);
  let site = fs.readFileSync(TEMPLATE, 'utf8');
  site = replaceOnce(site, 'portal-a:8080', `${DOMESTIC_HOST}:${o.upstreams[0]}`);
  site = replaceOnce(site, 'portal-b:8080', `${DOMESTIC_HOST}:${o.upstreams[1]}`);
  site = replaceOnce(site, 'listen 80;', `listen ${DOMESTIC_HOST}:${o.port};`);
  site = replaceOnce(site, '/srv/seuiot/web/assets/', `${o.webDist}/assets/`);
  site = replaceOnce(site, '/srv/seuiot/web/', `${o.webDist}/`);
  site = replaceOnce(site, '/srv/seuiot/console/assets/', `${o.consoleDist}/assets/`);
  site = replaceOnce(site, '/srv/seuiot/console/', `${o.consoleDist}/`);
  if (!brotli) site = site.replace(/^\s*brotli_static on;$/m, '');
  fs.writeFileSync(path.join(dir, 'seuiot.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${path.join(dir, `${t}_temp`)};`)
    .join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      // Workers run as whoever runs the test (the snapshot of the web build is private to it).
      `user ${os.userInfo().username};`,
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      "  log_format lb '$upstream_addr|$status|$request_method|$request_uri';",
      `  access_log ${path.join(dir, 'access.log')} lb;`,
      temp,
      `  include ${path.join(dir, 'seuiot.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { brotli };
}

/** `nginx -t` on the generated configuration; throws with nginx's words when it is refused. */
export function testConfig(dir: string): void {
  const r = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`nginx -t refused the configuration:\n${r.stderr}`);
}

/** Starts nginx in front of two instances on a free loopback port and waits until it answers. */
export async function startNginx(o: {
  upstreams: [number, number];
  webDist: string;
  consoleDist: string;
}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-nginx-'));
  const port = await freePort();
  const { brotli } = writeConfig(dir, { ...o, port });
  testConfig(dir);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const origin = `http://${DOMESTIC_HOST}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await request(origin, '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(path.join(dir, 'error.log'))
        ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
        : '';
      await stop();
      throw new Error(`nginx did not start:\n${stderr}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const accessLog = () =>
    fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean);
  const upstreamsOf = async (requestUri: string, count: number) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const lines = accessLog()
        .map((l) => l.split('|'))
        .filter((f) => f[3] === requestUri);
      if (lines.length >= count || Date.now() > until) return lines.map((f) => f[0] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { origin, brotli, accessLog, upstreamsOf, stop };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names as sent, lower-cased, once per occurrence (to see duplicates). */
  names: string[];
  body: Buffer;
}

/** One HTTP request with node:http: the body comes as sent (no decompression). */
export function request(
  origin: string,
  pathName: string,
  o: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Readable;
    /** Called when the answer's head arrives (the body may still be on its way). */
    onAnswer?: () => void;
    /** The loopback address to send from (127.0.0.0/8): another client address for nginx. */
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathName}`,
      { method: o.method ?? 'GET', headers: o.headers, agent: false, localAddress: o.localAddress },
      (res) => {
        o.onAnswer?.();
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    if (o.body) o.body.pipe(req);
    else req.end();
  });
}
