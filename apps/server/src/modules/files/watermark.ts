import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Text of the watermark shown to an anonymous visitor of a share link (spec 6). */
export function sharedLinkMark(linkId: number): string {
  return `Shared link #${linkId} - not for redistribution`;
}

/**
 * Stamps `text` diagonally and semi-transparently across every page of a PDF (spec 6: a watermark
 * of the username on previews). A standard font needs no embedding; characters it cannot encode
 * become "?" (usernames are ASCII by the register schema). Throws when the PDF cannot be read.
 */
export async function watermarkPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const safe = text.replace(/[^\x20-\x7e]/g, '?');
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const angle = (Math.atan2(height, width) * 180) / Math.PI;
    const diagonal = Math.hypot(width, height);
    // About two thirds of the diagonal, whatever the text's length.
    const size = Math.max(
      10,
      Math.min(72, (diagonal * 0.66) / Math.max(1, font.widthOfTextAtSize(safe, 1))),
    );
    const rad = (angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    // The main line through the centre, and a smaller one on each side of it, parallel, so
    // cropping the centre does not remove the mark.
    const offset = Math.min(width, height) * 0.42;
    for (const [shift, scale, opacity] of [
      [0, 1, 0.25],
      [-offset, 0.6, 0.2],
      [offset, 0.6, 0.2],
    ] as const) {
      const s = size * scale;
      const w = font.widthOfTextAtSize(safe, s);
      // Centre of this line, moved across the diagonal; then back half the text along it and
      // down a third of its height, so the text's middle sits on that centre.
      const cx = width / 2 - sin * shift;
      const cy = height / 2 + cos * shift;
      page.drawText(safe, {
        x: cx - (cos * w) / 2 + (sin * s) / 3,
        y: cy - (sin * w) / 2 - (cos * s) / 3,
        size: s,
        font,
        color: rgb(0.5, 0.5, 0.5),
        opacity,
        rotate: degrees(angle),
      });
    }
  }
  return doc.save();
}
