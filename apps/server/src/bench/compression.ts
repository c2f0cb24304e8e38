import { compress } from '../lib/compress.js';
import { log, num } from './format.js';

/** What compressing one JSON answer costs and saves (decision 0014). */
export interface CompressionCost {
  path: string;
  bytes: number;
  br: { bytes: number; us: number };
  gzip: { bytes: number; us: number };
}

/**
 * Compresses the answer at `url` (fetched uncompressed) the way the server does, many times in
 * this process: the CPU a request pays when its answer is not a cached page (a cached page is
 * compressed once and its bytes reused, which the load runs measure).
 */
export async function measureCompression(url: string): Promise<CompressionCost> {
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'accept-encoding': 'identity' },
  });
  const text = await res.text();
  const time = (encoding: 'br' | 'gzip') => {
    let out = compress(text, encoding);
    for (let i = 0; i < 50; i++) out = compress(text, encoding);
    const n = 500;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) out = compress(text, encoding);
    return { bytes: out.length, us: Number(process.hrtime.bigint() - t0) / 1000 / n };
  };
  const cost = {
    path: new URL(url).pathname + new URL(url).search,
    bytes: Buffer.byteLength(text),
    br: time('br'),
    gzip: time('gzip'),
  };
  log(
    `Compressing ${cost.path} (${num(cost.bytes)} bytes): brotli ${num(cost.br.bytes)} bytes in ` +
      `${cost.br.us.toFixed(0)} µs, gzip ${num(cost.gzip.bytes)} bytes in ${cost.gzip.us.toFixed(0)} µs`,
  );
  return cost;
}
