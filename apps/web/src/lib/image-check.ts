/**
 * Client-side pre-checks of an image before upload (spec 5: avatar, ID photos, licence). The
 * server checks the same rules again by content (decision 0002); this only spares a useless
 * upload and says what is wrong at once. Rules come from the contract's IMAGE_RULES, the pixel
 * limit of every picture from `imagePixelsAllowed` (decision 0041).
 */
import { imagePixelsAllowed } from '@seuiot/contract';

export interface ImageRuleSpec {
  maxBytes: number;
  /** Smallest allowed width and height. */
  minPx: number;
  /** Allowed types by content: png, jpg, bmp, gif. */
  types: readonly string[];
}

export type ImageProblem = 'type' | 'size' | 'dimensions' | 'pixels';

export type ImageType = 'png' | 'jpg' | 'bmp' | 'gif';

/** The image type by its first bytes, as the server decides it. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 2 && head[0] === 0x42 && head[1] === 0x4d) return 'bmp';
  if (head.length >= 6 && String.fromCharCode(...head.subarray(0, 6)).match(/^GIF8[79]a$/))
    return 'gif';
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Reads an image's size by decoding it in the browser. */
export function readDimensions(file: Blob): Promise<Dimensions> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

async function head(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  // Blob.arrayBuffer is missing in a few older engines; FileReader works everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The first problem of `file` under `rule`, or null when it may be uploaded. */
export async function checkImage(
  file: Blob,
  rule: ImageRuleSpec,
  dimensions: (file: Blob) => Promise<Dimensions> = readDimensions,
): Promise<ImageProblem | null> {
  const type = sniffImageType(await head(file).catch(() => new Uint8Array()));
  if (!type || !rule.types.includes(type)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  try {
    const { width, height } = await dimensions(file);
    if (Math.min(width, height) < rule.minPx) return 'dimensions';
    if (!imagePixelsAllowed(width, height)) return 'pixels';
  } catch {
    return 'type';
  }
  return null;
}

/** Megabytes of a byte limit, for messages. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
