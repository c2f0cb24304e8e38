import zlib from 'node:zlib';
import { crc32, paeth, type Raster } from './png.js';

export interface PngChunk {
  type: string;
  body: Buffer;
  crc: number;
}

/**
 * The chunks of a PNG, checking the signature, each chunk's CRC and that IEND ends the file.
 * Throws on the first fault.
 */
export function pngChunks(bytes: Buffer): PngChunk[] {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error('not a PNG signature');
  const out: PngChunk[] = [];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new Error('truncated chunk');
    const length = bytes.readUInt32BE(at);
    const end = at + 8 + length;
    if (end + 4 > bytes.length) throw new Error('truncated chunk');
    const type = bytes.toString('latin1', at + 4, at + 8);
    const crc = bytes.readUInt32BE(end);
    if (crc32(bytes.subarray(at + 4, end)) !== crc) throw new Error(`bad CRC in ${type}`);
    out.push({ type, body: bytes.subarray(at + 8, end), crc });
    at = end + 4;
    if (type === 'IEND') break;
  }
  if (out[out.length - 1]?.type !== 'IEND' || at !== bytes.length)
    throw new Error('IEND is not the last chunk');
  return out;
}

/**
 * Reads back what `encodePng` writes (8-bit RGB or RGBA, not interlaced), undoing all five row
 * filters, so a test can compare pixels. Anything else throws.
 */
export function decodePng(bytes: Buffer): Raster {
  const chunks = pngChunks(bytes);
  const ihdr = chunks[0];
  if (ihdr?.type !== 'IHDR' || ihdr.body.length !== 13) throw new Error('IHDR must come first');
  const width = ihdr.body.readUInt32BE(0);
  const height = ihdr.body.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = ihdr.body.subarray(8);
  if (depth !== 8 || (colourType !== 2 && colourType !== 6))
    throw new Error(`unsupported depth ${depth} / colour type ${colourType}`);
  if (compression !== 0 || filter !== 0 || interlace !== 0) throw new Error('unsupported method');
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = zlib.inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.body)),
  );
  if (raw.length !== height * (stride + 1)) throw new Error('IDAT has the wrong length');
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    if (type > 4) throw new Error(`bad filter ${type} on row ${y}`);
    for (let i = 0; i < stride; i++) {
      const at = y * stride + i;
      const a = i >= bpp ? data[at - bpp]! : 0;
      const b = y > 0 ? data[at - stride]! : 0;
      const c = i >= bpp && y > 0 ? data[at - stride - bpp]! : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
      data[at] = (raw[y * (stride + 1) + 1 + i]! + pred) & 0xff;
    }
  }
  return { width, height, channels: bpp, data };
}

/** The pixel at (x, y) as `[r, g, b]` or `[r, g, b, a]`. */
export function pixel(r: Raster, x: number, y: number): number[] {
  const at = (y * r.width + x) * r.channels;
  return [...r.data.subarray(at, at + r.channels)];
}
