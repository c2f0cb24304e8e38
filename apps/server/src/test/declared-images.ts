import zlib from 'node:zlib';
import { makePng } from './harness.js';

/**
 * A picture that declares `width` × `height` pixels in a few hundred bytes (decision 0041): a PNG
 * whose one row of pixel data stands for all (a decoder would allocate for every declared pixel),
 * or a JPEG whose size marker follows `padBytes` of metadata.
 */
export function makeDeclaredImage(
  type: 'png' | 'jpg',
  width: number,
  height: number,
  padBytes = 0,
): Buffer {
  if (type === 'png') {
    const small = makePng(1, 1);
    const ihdrData = 8 + 8; // signature, then the IHDR chunk's length and type
    const out = Buffer.from(small);
    out.writeUInt32BE(width, ihdrData);
    out.writeUInt32BE(height, ihdrData + 4);
    // The IHDR's CRC over its type and data.
    out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
    return out;
  }
  // Metadata in APP1 segments of at most 65,533 bytes each, as a camera writes EXIF and more.
  const segments: Buffer[] = [];
  for (let left = padBytes; left > 0; left -= 65_533) {
    const size = Math.min(left, 65_533);
    const segment = Buffer.alloc(4 + size);
    segment.writeUInt16BE(0xffe1, 0);
    segment.writeUInt16BE(2 + size, 2);
    segments.push(segment);
  }
  const sof = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments, sof, Buffer.from([0xff, 0xd9])]);
}
