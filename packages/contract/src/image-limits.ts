import { LIMITS } from './limits.js';

/**
 * The pixel limit of every image upload (decision 0041): the server checks it on the declared
 * dimensions before anything decodes a picture, the web before it sends one.
 */

/** Whether a picture of these dimensions is within the limit, a side and in all. */
export function imagePixelsAllowed(width: number, height: number): boolean {
  return (
    Math.max(width, height) <= LIMITS.imageMaxSidePx &&
    width * height <= LIMITS.imageMaxMegapixels * 1_000_000
  );
}

/** The data of B0007 for a picture past the pixel limit: the field and the limits it passed. */
export interface ImagePixelRefusal {
  field: string;
  maxMegapixels: number;
  maxSidePx: number;
}

/** Whether a refusal's data is that of a picture past the pixel limit. */
export function isImagePixelRefusal(data: unknown): data is ImagePixelRefusal {
  const d = data as Partial<ImagePixelRefusal> | null;
  return typeof d?.maxMegapixels === 'number' && typeof d.maxSidePx === 'number';
}
