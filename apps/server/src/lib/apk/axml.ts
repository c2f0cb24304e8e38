/**
 * A decoder for Android's binary XML (the compiled `AndroidManifest.xml`): just enough to read the
 * start elements and their attributes. Layout: `ResXMLTree_header` (RES_XML_TYPE), a string pool,
 * an optional resource map (the attribute resource id of each of the first strings), then nodes:
 * start/end namespace, start/end element, CDATA. See ResourceTypes.h (`ResXMLTree_*`).
 *
 * Attributes in the `android:` namespace are identified the way the platform does it, by the
 * resource id of their name (the resource map), so a manifest whose attribute name strings are
 * renamed or obfuscated still reads right; names are the fallback when a string has no id.
 */
import {
  childChunks,
  readChunk,
  ResFormatError,
  RES_STRING_POOL_TYPE,
  RES_XML_TYPE,
  StringPool,
  u16,
  u32,
  type ResValue,
} from './res-chunks.js';

const RES_XML_START_ELEMENT_TYPE = 0x0102;
const RES_XML_END_ELEMENT_TYPE = 0x0103;
const RES_XML_RESOURCE_MAP_TYPE = 0x0180;
const NO_INDEX = 0xffffffff;

export const ANDROID_NS = 'http://schemas.android.com/apk/res/android';

export interface XmlAttribute {
  ns: string | null;
  name: string | null;
  /** the `android:` attribute resource id of the name, when the resource map gives one */
  resId: number | null;
  /** the raw string value, when the attribute was compiled with one */
  raw: string | null;
  value: ResValue;
}

export interface XmlElement {
  name: string | null;
  /** 1 for the root element */
  depth: number;
  attributes: XmlAttribute[];
}

/** The decoded start elements, in document order, each with its depth; the strings as a pool. */
export interface XmlDocument {
  elements: XmlElement[];
  strings: StringPool;
}

/** Decodes a binary XML document; throws `ResFormatError` when it is not one. */
export function parseAxml(buf: Buffer): XmlDocument {
  try {
    return decode(buf);
  } catch (e) {
    if (e instanceof RangeError) throw new ResFormatError(e.message);
    throw e;
  }
}

function decode(buf: Buffer): XmlDocument {
  const root = readChunk(buf, 0, buf.length);
  if (root.type !== RES_XML_TYPE) throw new ResFormatError('not a binary XML document');
  let strings: StringPool | null = null;
  let resourceMap: number[] = [];
  const elements: XmlElement[] = [];
  let depth = 0;
  for (const chunk of childChunks(buf, root.start + root.headerSize, root.end)) {
    if (chunk.type === RES_STRING_POOL_TYPE) {
      if (!strings) strings = new StringPool(buf, chunk);
    } else if (chunk.type === RES_XML_RESOURCE_MAP_TYPE) {
      const n = Math.floor((chunk.end - chunk.start - chunk.headerSize) / 4);
      resourceMap = Array.from({ length: n }, (_, i) =>
        buf.readUInt32LE(chunk.start + chunk.headerSize + i * 4),
      );
    } else if (chunk.type === RES_XML_START_ELEMENT_TYPE) {
      if (!strings) throw new ResFormatError('element before the string pool');
      depth++;
      elements.push(
        readElement(buf, chunk.start + chunk.headerSize, chunk.end, depth, strings, resourceMap),
      );
    } else if (chunk.type === RES_XML_END_ELEMENT_TYPE) {
      depth--;
      if (depth < 0) throw new ResFormatError('unbalanced end element');
    }
  }
  if (!strings) throw new ResFormatError('no string pool');
  return { elements, strings };
}

function readElement(
  buf: Buffer,
  ext: number,
  end: number,
  depth: number,
  strings: StringPool,
  resourceMap: number[],
): XmlElement {
  // ResXMLTree_attrExt: ns, name, attributeStart, attributeSize, attributeCount, id/class/style
  const name = strings.get(u32(buf, ext + 4, end));
  const attributeStart = u16(buf, ext + 8, end);
  const attributeSize = u16(buf, ext + 10, end);
  const attributeCount = u16(buf, ext + 12, end);
  if (attributeCount > 0 && attributeSize < 20) throw new ResFormatError('short attribute');
  const attributes: XmlAttribute[] = [];
  for (let i = 0; i < attributeCount; i++) {
    const at = ext + attributeStart + i * attributeSize;
    if (at + 20 > end) throw new ResFormatError('attribute past the end');
    const nsIndex = buf.readUInt32LE(at);
    const nameIndex = buf.readUInt32LE(at + 4);
    const rawIndex = buf.readUInt32LE(at + 8);
    attributes.push({
      ns: nsIndex === NO_INDEX ? null : strings.get(nsIndex),
      name: strings.get(nameIndex),
      resId: nameIndex < resourceMap.length ? (resourceMap[nameIndex] ?? null) : null,
      raw: rawIndex === NO_INDEX ? null : strings.get(rawIndex),
      // Res_value: size u16, res0 u8, dataType u8, data u32
      value: { dataType: buf[at + 15]!, data: buf.readUInt32LE(at + 16) },
    });
  }
  return { name, depth, attributes };
}

/** The attribute of `element` that is `android:<name>` with resource id `resId`. */
export function androidAttr(
  element: XmlElement,
  resId: number,
  name: string,
): XmlAttribute | undefined {
  return (
    element.attributes.find((a) => a.resId === resId) ??
    element.attributes.find((a) => a.resId === null && a.ns === ANDROID_NS && a.name === name)
  );
}

/** The attribute of `element` in no namespace named `name` (the manifest's `package`). */
export function plainAttr(element: XmlElement, name: string): XmlAttribute | undefined {
  return element.attributes.find((a) => a.ns === null && a.name === name);
}
