import { sniffImage } from './images.js';

/** What an attachment's bytes show it to be. */
export type AttachmentType = 'png' | 'jpg' | 'gif' | 'pdf' | 'zip' | 'log';

export const ATTACHMENT_MIME: Record<AttachmentType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  log: 'text/plain; charset=utf-8',
};

/** Bytes read before deciding (a log's head is checked for binary content). */
export const SNIFF_BYTES = 4096;

/**
 * The type of an attachment by its first bytes (the name is trusted for nothing but a log): an
 * image (png, jpg, gif), a PDF, a zip (also the empty archive), or a text log named .log or .txt
 * with no NUL byte in its head. Null for anything else (an executable renamed .log, say).
 */
export function sniffAttachment(head: Buffer, filename: string): AttachmentType | null {
  const image = sniffImage(head);
  if (image === 'png' || image === 'jpg' || image === 'gif') return image;
  if (image) return null;
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b) {
    const sig = head.readUInt16BE(2);
    return sig === 0x0304 || sig === 0x0506 ? 'zip' : null;
  }
  if (
    /\.(log|txt)$/i.test(filename) &&
    head.length > 0 &&
    !head.subarray(0, SNIFF_BYTES).includes(0)
  )
    return 'log';
  return null;
}
