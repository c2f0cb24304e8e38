/**
 * The chunk format Android's compiled resources share: the binary XML of `AndroidManifest.xml`
 * (axml.ts) and the resource table `resources.arsc` (arsc.ts) are both trees of chunks that begin
 * with a `ResChunk_header` (type u16, headerSize u16, size u32, little-endian), and both keep their
 * text in a `ResStringPool`. The layouts are those of AOSP `frameworks/base/libs/androidfw/include/
 * androidfw/ResourceTypes.h`. Every read is bounds-checked: a malformed chunk throws
 * `ResFormatError`, never reads past its parent, never loops.
 */

export class ResFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResFormatError';
  }
}

export const RES_STRING_POOL_TYPE = 0x0001;
export const RES_TABLE_TYPE = 0x0002;
export const RES_XML_TYPE = 0x0003;

/** `Res_value.dataType` values the reader looks at. */
export const TYPE_REFERENCE = 0x01;
export const TYPE_STRING = 0x03;
export const TYPE_FIRST_INT = 0x10;
export const TYPE_LAST_INT = 0x1f;

export interface Chunk {
  type: number;
  headerSize: number;
  /** offset of the chunk in the buffer */
  start: number;
  /** offset just past the chunk */
  end: number;
}

/** The chunk header at `offset`, checked to lie inside `[offset, limit)`. */
export function readChunk(buf: Buffer, offset: number, limit: number): Chunk {
  if (offset + 8 > limit) throw new ResFormatError(`chunk header past the end at ${offset}`);
  const type = buf.readUInt16LE(offset);
  const headerSize = buf.readUInt16LE(offset + 2);
  const size = buf.readUInt32LE(offset + 4);
  if (headerSize < 8 || size < headerSize || offset + size > limit)
    throw new ResFormatError(`bad chunk 0x${type.toString(16)} at ${offset}`);
  return { type, headerSize, start: offset, end: offset + size };
}

/** Each child chunk of the region `[from, limit)`, in order. */
export function* childChunks(buf: Buffer, from: number, limit: number): Generator<Chunk> {
  let offset = from;
  while (offset + 8 <= limit) {
    const chunk = readChunk(buf, offset, limit);
    yield chunk;
    offset = chunk.end; // size >= 8, so this always moves forward
  }
}

/** A bounds-checked u32 read inside a chunk. */
export function u32(buf: Buffer, offset: number, limit: number): number {
  if (offset < 0 || offset + 4 > limit) throw new ResFormatError(`read past the end at ${offset}`);
  return buf.readUInt32LE(offset);
}

/** A bounds-checked u16 read inside a chunk. */
export function u16(buf: Buffer, offset: number, limit: number): number {
  if (offset < 0 || offset + 2 > limit) throw new ResFormatError(`read past the end at ${offset}`);
  return buf.readUInt16LE(offset);
}

const UTF8_FLAG = 1 << 8;

/** A `ResStringPool` chunk; strings are decoded when first asked for. */
export class StringPool {
  private readonly count: number;
  private readonly utf8: boolean;
  private readonly indexStart: number;
  private readonly stringsStart: number;
  private readonly end: number;
  private readonly cache = new Map<number, string | null>();

  constructor(
    private readonly buf: Buffer,
    chunk: Chunk,
  ) {
    if (chunk.type !== RES_STRING_POOL_TYPE || chunk.headerSize < 28)
      throw new ResFormatError('not a string pool');
    this.end = chunk.end;
    this.count = u32(buf, chunk.start + 8, chunk.end);
    const flags = u32(buf, chunk.start + 16, chunk.end);
    this.utf8 = (flags & UTF8_FLAG) !== 0;
    this.indexStart = chunk.start + chunk.headerSize;
    this.stringsStart = chunk.start + u32(buf, chunk.start + 20, chunk.end);
    if (this.indexStart + this.count * 4 > chunk.end)
      throw new ResFormatError('string pool index past the end');
  }

  get size(): number {
    return this.count;
  }

  /** String `i`, or null when `i` is out of range (0xffffffff means "no string") or malformed. */
  get(i: number): string | null {
    if (!Number.isInteger(i) || i < 0 || i >= this.count) return null;
    const cached = this.cache.get(i);
    if (cached !== undefined) return cached;
    let s: string | null;
    try {
      s = this.decode(this.stringsStart + this.buf.readUInt32LE(this.indexStart + i * 4));
    } catch {
      s = null;
    }
    this.cache.set(i, s);
    return s;
  }

  private decode(at: number): string {
    const { buf, end } = this;
    if (this.utf8) {
      // u16 length in characters, then in bytes, each 1 or 2 bytes with a high-bit continuation
      let p = at;
      const lenByte = () => {
        if (p >= end) throw new ResFormatError('string past the end');
        const b0 = buf[p++]!;
        if ((b0 & 0x80) === 0) return b0;
        if (p >= end) throw new ResFormatError('string past the end');
        return ((b0 & 0x7f) << 8) | buf[p++]!;
      };
      lenByte(); // characters (unused)
      const bytes = lenByte();
      if (p + bytes > end) throw new ResFormatError('string past the end');
      return buf.toString('utf8', p, p + bytes);
    }
    let p = at;
    let len = u16(buf, p, end);
    p += 2;
    if (len & 0x8000) {
      len = ((len & 0x7fff) << 16) | u16(buf, p, end);
      p += 2;
    }
    if (p + len * 2 > end) throw new ResFormatError('string past the end');
    return buf.toString('utf16le', p, p + len * 2);
  }
}

/** A `Res_value`: the typed value of an XML attribute or of a resource entry. */
export interface ResValue {
  dataType: number;
  data: number;
}
