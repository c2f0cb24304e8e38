import fs from 'node:fs';
import http from 'node:http';
import { CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';

/**
 * The large transfers of the apps pass (issue 13): a multipart upload streamed from a file, a raw
 * download read and dropped, and the server's resident memory sampled while they run. Plain
 * `node:http` on both sides, so the client never holds a whole package in memory either.
 */

export const MB = 1024 * 1024;

/** One transfer: bytes moved and seconds taken (request start to the last byte of the answer). */
export interface Transfer {
  bytes: number;
  seconds: number;
  status: number;
  /** The upload's answer (JSON), or the first bytes of an error answer. */
  body: string;
}

export const mbPerSecond = (t: Pick<Transfer, 'bytes' | 'seconds'>) => t.bytes / MB / t.seconds;

/**
 * POSTs `file` as the `file` part of a multipart form whose text fields come first (the upload
 * pipeline's order), streamed from disk with a Content-Length, as a browser sends it.
 */
export function uploadFile(opts: {
  url: string;
  cookie: string;
  fields: Record<string, string>;
  file: string;
  fileName: string;
  mime: string;
}): Promise<Transfer> {
  const boundary = `----seuiot-bench-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    Object.entries(opts.fields)
      .map(
        ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${opts.fileName}"\r\n` +
      `content-type: ${opts.mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(opts.file).size;
  const length = head.length + size + tail.length;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(opts.url, {
      method: 'POST',
      headers: {
        cookie: opts.cookie,
        [CSRF_HEADER]: CSRF_VALUE,
        accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          bytes: length,
          seconds: (performance.now() - t0) / 1000,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8').slice(0, 2000),
        }),
      );
    });
    req.write(head);
    const body = fs.createReadStream(opts.file, { highWaterMark: MB });
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

/** GETs `url` and counts the bytes of its answer without keeping them. */
export function download(url: string, cookie: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers: { cookie, [CSRF_HEADER]: CSRF_VALUE } }, (res) => {
      let bytes = 0;
      let first = '';
      res.on('data', (c: Buffer) => {
        if (bytes === 0 && res.statusCode !== 200) first = c.toString('utf8', 0, 300);
        bytes += c.length;
      });
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          bytes,
          seconds: (performance.now() - t0) / 1000,
          status: res.statusCode ?? 0,
          body: first,
        }),
      );
    });
    req.on('error', reject);
  });
}

/** The resident set size of process `pid` in bytes (Linux /proc), or null. */
export function rssOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Runs `work` while sampling the RSS of `pid` every 20 ms; answers its result and the peak. */
export async function withPeakRss<T>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number | null }> {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    const now = rssOf(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 20);
  try {
    const result = await work();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
