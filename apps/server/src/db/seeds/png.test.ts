import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, fillRect, paeth, raster, type Raster } from './png.js';
import { decodePng, pixel, pngChunks } from './png-read.js';

/** A raster whose rows suit different filters: noise, flat runs, ramps both ways. */
function sample(width: number, height: number, channels: 3 | 4): Raster {
  const r = raster(width, height, channels === 4 ? [10, 20, 30, 40] : [10, 20, 30]);
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const kind = Math.floor(y / 4) % 4;
      for (let c = 0; c < channels; c++)
        r.data[at + c] =
          kind === 0
            ? next()
            : kind === 1
              ? 200
              : kind === 2
                ? (x * 7 + c * 50) & 0xff
                : (y * 9 + x * 3) & 0xff;
    }
  return r;
}

function filtersUsed(png: Buffer, r: Raster): Set<number> {
  const idat = Buffer.concat(
    pngChunks(png)
      .filter((c) => c.type === 'IDAT')
      .map((c) => c.body),
  );
  const raw = zlib.inflateSync(idat);
  const stride = r.width * r.channels + 1;
  return new Set(Array.from({ length: r.height }, (_, y) => raw[y * stride]!));
}

describe('crc32', () => {
  it('gives the check values of CRC-32/ISO-HDLC', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
    // Every PNG ends with IEND and this CRC.
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});

describe('paeth', () => {
  it('picks the neighbour nearest to a + b - c, preferring a, then b', () => {
    expect(paeth(10, 20, 10)).toBe(20);
    expect(paeth(20, 10, 10)).toBe(20);
    expect(paeth(10, 10, 10)).toBe(10);
    expect(paeth(100, 50, 60)).toBe(100);
    expect(paeth(0, 255, 255)).toBe(0);
  });
});

describe('encodePng', () => {
  for (const channels of [3, 4] as const) {
    it(`writes a PNG that decodes to the same ${channels === 3 ? 'RGB' : 'RGBA'} pixels`, () => {
      const r = sample(37, 29, channels);
      const png = encodePng(r);
      expect(png.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      const chunks = pngChunks(png);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      for (const c of chunks)
        expect(c.crc).toBe(crc32(Buffer.concat([Buffer.from(c.type, 'latin1'), c.body])));
      const ihdr = chunks[0]!.body;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([37, 29]);
      expect([...ihdr.subarray(8)]).toEqual([8, channels === 4 ? 6 : 2, 0, 0, 0]);
      const back = decodePng(png);
      expect([back.width, back.height, back.channels]).toEqual([37, 29, channels]);
      expect(Buffer.from(back.data).equals(Buffer.from(r.data))).toBe(true);
      // Noise, flat and ramp rows call for different filters; each must round-trip.
      expect(filtersUsed(png, r).size).toBeGreaterThanOrEqual(3);
    });
  }

  it('is deterministic and compresses flat fields', () => {
    const r = raster(720, 1600, [255, 0, 0]);
    fillRect(r, 0, 800, 720, 1600, [0, 0, 255]);
    const a = encodePng(r);
    expect(a.equals(encodePng(r))).toBe(true);
    expect(a.length).toBeLessThan(10_000);
    const back = decodePng(a);
    expect(pixel(back, 0, 0)).toEqual([255, 0, 0]);
    expect(pixel(back, 719, 799)).toEqual([255, 0, 0]);
    expect(pixel(back, 0, 800)).toEqual([0, 0, 255]);
  });

  it('fillRect clips to the raster and pads RGB colours to opaque RGBA', () => {
    const r = raster(4, 3, [0, 0, 0, 0]);
    fillRect(r, -2, 2, 10, 9, [1, 2, 3]);
    expect(pixel(r, 0, 1)).toEqual([0, 0, 0, 0]);
    expect(pixel(r, 0, 2)).toEqual([1, 2, 3, 255]);
    expect(pixel(r, 3, 2)).toEqual([1, 2, 3, 255]);
  });

  it('refuses a raster whose data does not match its size', () => {
    expect(() => encodePng({ width: 2, height: 2, channels: 3, data: new Uint8Array(11) })).toThrow(
      RangeError,
    );
    expect(() => encodePng({ width: 0, height: 2, channels: 3, data: new Uint8Array(0) })).toThrow(
      RangeError,
    );
  });

  it('the reader rejects a corrupted chunk', () => {
    const png = encodePng(raster(3, 3, [9, 9, 9]));
    const bad = Buffer.from(png);
    bad[20] = bad[20]! ^ 0xff; // inside IHDR
    expect(() => decodePng(bad)).toThrow(/bad CRC in IHDR/);
    expect(() => decodePng(png.subarray(0, png.length - 4))).toThrow(/truncated/);
  });
});
