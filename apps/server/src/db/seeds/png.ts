import zlib from 'node:zlib';

/** An 8-bit image in memory: rows top to bottom, pixels left to right, RGB or RGBA. */
export interface Raster {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Uint8Array;
}

/** A blank raster filled with one colour (`[r, g, b]` or `[r, g, b, a]`). */
export function raster(width: number, height: number, fill: readonly number[]): Raster {
  const channels = fill.length === 4 ? 4 : 3;
  const r = { width, height, channels, data: new Uint8Array(width * height * channels) } as const;
  fillRect(r, 0, 0, width, height, fill);
  return r;
}

/** Paints the rectangle [x0, x1) × [y0, y1), clipped to the raster. */
export function fillRect(
  r: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: readonly number[],
): void {
  const [xa, xb] = [Math.max(0, Math.round(x0)), Math.min(r.width, Math.round(x1))];
  const [ya, yb] = [Math.max(0, Math.round(y0)), Math.min(r.height, Math.round(y1))];
  if (xa >= xb || ya >= yb) return;
  const px = colour.slice(0, r.channels);
  if (px.length === 3 && r.channels === 4) px.push(255);
  const stride = r.width * r.channels;
  const start = ya * stride + xa * r.channels;
  const end = start + (xb - xa) * r.channels;
  // One row pixel by pixel, then copies of it (a few thousand pixels drawn per call, not each).
  for (let at = start; at < end; at += r.channels) r.data.set(px, at);
  for (let y = ya + 1; y < yb; y++) r.data.copyWithin(start + (y - ya) * stride, start, end);
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (ISO 3309, the one PNG chunks carry). `zlib.crc32` only arrived in Node 20.15/22.2. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  out.set(body, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Encodes a raster as a non-interlaced 8-bit PNG (colour type 2 or 6). Each row takes the filter
 * with the smallest sum of absolute differences (the heuristic of the PNG specification), so flat
 * fields and ramps deflate to a few kilobytes. The same raster always gives the same bytes.
 */
export function encodePng(r: Raster): Buffer {
  const { width, height, channels: bpp, data } = r;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`bad PNG size ${width} × ${height}`);
  if (data.length !== width * height * bpp)
    throw new RangeError('raster data has the wrong length');
  const stride = width * bpp;
  const filtered = Buffer.alloc(height * (stride + 1));
  const candidates = [0, 1, 2, 3, 4].map(() => new Uint8Array(stride));
  const zero = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = data.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? data.subarray((y - 1) * stride, y * stride) : zero;
    let best = 2;
    let bestCost = Infinity;
    // Up first: it is zero wherever a row repeats the one above, which ends the search at once.
    for (const type of [2, 1, 4, 3, 0]) {
      const cost = filterRow(type, row, up, bpp, candidates[type]!, bestCost);
      if (cost < bestCost) [best, bestCost] = [type, cost];
      if (cost === 0) break; // nothing beats a row of zeros
    }
    filtered[y * (stride + 1)] = best;
    filtered.set(candidates[best]!, y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = bpp === 4 ? 6 : 2; // truecolour, with or without alpha
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * Writes `row` through PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) into `out`
 * and returns its cost (sum of the filtered bytes as signed values), stopping once the cost
 * reaches `limit`: that filter has lost, and the loser's bytes are never used.
 */
function filterRow(
  type: number,
  row: Uint8Array,
  up: Uint8Array,
  bpp: number,
  out: Uint8Array,
  limit: number,
): number {
  let cost = 0;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    const b = up[i]!;
    const pred =
      type === 0
        ? 0
        : type === 1
          ? a
          : type === 2
            ? b
            : type === 3
              ? (a + b) >> 1
              : paeth(a, b, i >= bpp ? up[i - bpp]! : 0);
    const v = (row[i]! - pred) & 0xff;
    out[i] = v;
    cost += v < 128 ? v : 256 - v;
    if (cost >= limit) return cost;
  }
  return cost;
}

/** The Paeth predictor of the PNG specification. */
export function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
