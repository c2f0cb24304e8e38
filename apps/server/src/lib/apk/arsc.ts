/**
 * A reader for the resource table `resources.arsc`, enough to resolve a manifest reference such as
 * `@string/app_name` or `@mipmap/ic_launcher` to its values in every configuration. Layout:
 * `ResTable_header` (RES_TABLE_TYPE), the global string pool (the values' strings), then one
 * `ResTable_package` per package, holding type-spec and type chunks; each type chunk is one
 * configuration (locale, density, ...) of one resource type with an offset table to its entries.
 * See ResourceTypes.h (`ResTable_*`). Only simple values are read; bag (complex) entries are skipped.
 *
 * The index is built once (offsets only); entries are decoded when looked up.
 */
import {
  childChunks,
  readChunk,
  ResFormatError,
  RES_STRING_POOL_TYPE,
  RES_TABLE_TYPE,
  StringPool,
  u16,
  u32,
  type Chunk,
  type ResValue,
} from './res-chunks.js';

const RES_TABLE_PACKAGE_TYPE = 0x0200;
const RES_TABLE_TYPE_TYPE = 0x0201;

const FLAG_SPARSE = 0x01;
const FLAG_OFFSET16 = 0x02;
const ENTRY_FLAG_COMPLEX = 0x0001;
const ENTRY_FLAG_COMPACT = 0x0008;

/** Density values of `ResTable_config` that are not dots per inch. */
export const DENSITY_DEFAULT = 0;
export const DENSITY_ANY = 0xfffe;
export const DENSITY_NONE = 0xffff;

export interface ResConfig {
  /** two-letter language, '' for the default; packed three-letter codes read as '??' */
  language: string;
  density: number;
}

export interface ResEntryValue {
  config: ResConfig;
  value: ResValue;
}

export class ResourceTable {
  /** type chunks by `(packageId << 8) | typeId` */
  private readonly types = new Map<number, Chunk[]>();

  private constructor(
    private readonly buf: Buffer,
    readonly strings: StringPool,
  ) {}

  /** Indexes the table; throws `ResFormatError` when it is not one. */
  static parse(buf: Buffer): ResourceTable {
    try {
      return ResourceTable.index(buf);
    } catch (e) {
      if (e instanceof RangeError) throw new ResFormatError(e.message);
      throw e;
    }
  }

  private static index(buf: Buffer): ResourceTable {
    const root = readChunk(buf, 0, buf.length);
    if (root.type !== RES_TABLE_TYPE) throw new ResFormatError('not a resource table');
    let table: ResourceTable | null = null;
    const packages: Chunk[] = [];
    for (const chunk of childChunks(buf, root.start + root.headerSize, root.end)) {
      if (chunk.type === RES_STRING_POOL_TYPE && !table)
        table = new ResourceTable(buf, new StringPool(buf, chunk));
      else if (chunk.type === RES_TABLE_PACKAGE_TYPE) packages.push(chunk);
    }
    if (!table) throw new ResFormatError('resource table without a string pool');
    for (const pkg of packages) {
      const id = u32(buf, pkg.start + 8, pkg.end);
      if (id > 0xff) throw new ResFormatError('bad package id');
      for (const chunk of childChunks(buf, pkg.start + pkg.headerSize, pkg.end)) {
        if (chunk.type !== RES_TABLE_TYPE_TYPE) continue;
        const typeId = buf[chunk.start + 8]!;
        const key = (id << 8) | typeId;
        const list = table.types.get(key) ?? [];
        list.push(chunk);
        table.types.set(key, list);
      }
    }
    return table;
  }

  /**
   * Every simple value of resource `id` (0xPPTTEEEE), one per configuration that defines it.
   * Never throws: a malformed entry is skipped.
   */
  lookup(id: number): ResEntryValue[] {
    const pkg = (id >>> 24) & 0xff;
    const type = (id >>> 16) & 0xff;
    const entry = id & 0xffff;
    const out: ResEntryValue[] = [];
    for (const chunk of this.types.get((pkg << 8) | type) ?? []) {
      try {
        const value = this.entryIn(chunk, entry);
        if (value) out.push({ config: this.config(chunk), value });
      } catch {
        // a malformed configuration of this type defines nothing; the others still count
      }
    }
    return out;
  }

  private config(chunk: Chunk): ResConfig {
    const { buf } = this;
    const at = chunk.start + 20; // ResTable_type: header(8) id flags reserved(2) entryCount entriesStart
    const size = u32(buf, at, chunk.end);
    let language = '';
    let density = DENSITY_DEFAULT;
    if (size >= 12 && buf[at + 8]) {
      language = buf[at + 8]! & 0x80 ? '??' : buf.toString('latin1', at + 8, at + 10);
    }
    if (size >= 16) density = u16(buf, at + 14, chunk.end);
    return { language, density };
  }

  private entryIn(chunk: Chunk, index: number): ResValue | null {
    const { buf } = this;
    const flags = buf[chunk.start + 9]!;
    const entryCount = u32(buf, chunk.start + 12, chunk.end);
    const entriesStart = chunk.start + u32(buf, chunk.start + 16, chunk.end);
    const offsets = chunk.start + chunk.headerSize;
    let offset: number | null = null;
    if (flags & FLAG_SPARSE) {
      // ResTable_sparseTypeEntry { u16 idx; u16 offset / 4 }, sorted by idx
      let lo = 0;
      let hi = entryCount - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const idx = u16(buf, offsets + mid * 4, chunk.end);
        if (idx === index) {
          offset = u16(buf, offsets + mid * 4 + 2, chunk.end) * 4;
          break;
        }
        if (idx < index) lo = mid + 1;
        else hi = mid - 1;
      }
    } else if (index < entryCount) {
      if (flags & FLAG_OFFSET16) {
        const o = u16(buf, offsets + index * 2, chunk.end);
        offset = o === 0xffff ? null : o * 4;
      } else {
        const o = u32(buf, offsets + index * 4, chunk.end);
        offset = o === 0xffffffff ? null : o;
      }
    }
    if (offset === null) return null;
    const at = entriesStart + offset;
    const size = u16(buf, at, chunk.end);
    const entryFlags = u16(buf, at + 2, chunk.end);
    if (entryFlags & ENTRY_FLAG_COMPACT) {
      // compact entry: u16 key, u16 flags (data type in the high byte), u32 data
      return { dataType: entryFlags >>> 8, data: u32(buf, at + 4, chunk.end) };
    }
    if (entryFlags & ENTRY_FLAG_COMPLEX) return null;
    // Res_value after the entry header: size u16, res0 u8, dataType u8, data u32
    const v = at + size;
    if (v + 8 > chunk.end) throw new ResFormatError('entry value past the end');
    return { dataType: buf[v + 3]!, data: buf.readUInt32LE(v + 4) };
  }
}
