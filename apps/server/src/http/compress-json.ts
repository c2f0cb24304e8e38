import type { FastifyInstance } from 'fastify';
import { compress, type Encoding } from '../lib/compress.js';
import { isSharedAnswerText } from './answer-json.js';

/**
 * JSON answers above a size compressed for clients that accept it (decision 0014): a page of a
 * list is 5–20 kB of text that compresses to a fifth, which a phone on a slow link feels. Answers
 * below the threshold go as they are (they fit in about one TCP segment; compressing saves no
 * round trip and costs CPU). Fast settings (brotli 4, gzip 6): a 5 kB page costs tens of µs.
 * The text of a cached list page (answer-json.ts `shared`) is the same string every time: its
 * compressed forms are kept with it, so a hot page is compressed once, not per request. Static
 * files are compressed at build time instead (cli/precompress.ts) and pages the server renders by
 * web/ssr.ts.
 */

/** Bytes of JSON from which an answer is compressed. */
export const COMPRESS_JSON_MIN_BYTES = 2048;

/** Compressed forms kept for cached answers' texts (the oldest go first). */
const KEPT = 500;

const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();

function compressed(text: string, encoding: Encoding): Buffer {
  if (!isSharedAnswerText(text)) return compress(text, encoding);
  let forms = kept.get(text);
  if (!forms) {
    forms = {};
    kept.set(text, forms);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  }
  return (forms[encoding] ??= compress(text, encoding));
}

/** The encoding to answer with for this Accept-Encoding header, or null (brotli preferred). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const offered = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([name]) => name?.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

export function registerJsonCompression(
  app: FastifyInstance,
  minBytes: number = COMPRESS_JSON_MIN_BYTES,
): void {
  // A callback hook: an async one costs a promise per request on every call.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < minBytes) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json'))
      return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed(payload, encoding));
  });
}
