import { imageSize } from 'image-size';
import { imagePixelsAllowed, LIMITS, type ImagePixelRefusal } from '@seuiot/contract';
import { sniffImage } from '../lib/images.js';
import { AppError } from './app-error.js';

/**
 * The pixel limit of every image upload (decision 0041), checked on the declared dimensions before
 * anything decodes the picture: a few kilobytes can declare 60,000 × 60,000 pixels.
 */

/**
 * Bytes of a streamed picture kept to read its dimensions: a JPEG's size follows its metadata
 * (EXIF with a thumbnail, an ICC profile), which a camera keeps well under this.
 */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/** B0007 naming the field and the limits, for a picture past them. */
function pixelRefusal(field: string): AppError {
  const data: ImagePixelRefusal = {
    field,
    maxMegapixels: LIMITS.imageMaxMegapixels,
    maxSidePx: LIMITS.imageMaxSidePx,
  };
  return new AppError('B0007', data);
}

/** Refuses (B0007 with the limits) a picture whose dimensions pass the pixel limit. */
function checkPixels(field: string, width: number, height: number): void {
  if (!imagePixelsAllowed(width, height)) throw pixelRefusal(field);
}

/**
 * The dimensions of a picture from its first bytes, refused when they pass the pixel limit, or
 * cannot be read there (B0007: a picture whose size is not in its first `IMAGE_HEAD_BYTES` is
 * not accepted, or the limit could be passed by padding its metadata).
 */
export function checkedDimensions(field: string, head: Buffer): { width: number; height: number } {
  let dims: { width?: number; height?: number };
  try {
    dims = imageSize(head);
  } catch {
    throw new AppError('B0007', [field]);
  }
  const width = dims.width ?? 0;
  const height = dims.height ?? 0;
  if (width < 1 || height < 1) throw new AppError('B0007', [field]);
  checkPixels(field, width, height);
  return { width, height };
}

/**
 * A streamed rule's sniff that also checks a picture's dimensions in its first bytes (the rule's
 * `sniffBytes` must be `IMAGE_HEAD_BYTES`): `sniff` says the type, pictures among them are
 * checked, anything else passes as `sniff` decided.
 */
export function pixelChecked<K extends string>(
  field: (filename: string) => string,
  sniff: (head: Buffer, filename: string) => K | null,
): (head: Buffer, filename: string) => K | null {
  return (head, filename) => {
    const type = sniff(head, filename);
    // The same first bytes however the upload was cut into chunks.
    if (type !== null && sniffImage(head))
      checkedDimensions(field(filename), head.subarray(0, IMAGE_HEAD_BYTES));
    return type;
  };
}
