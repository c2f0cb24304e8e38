import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * The mark of a share link's anonymous visitor (spec 6; decision 0059): the portal's host, the
 * link's number and the day (UTC) it was viewed. No words, so it reads the same in both editions
 * and in any page language, and the standard font draws it (it has no Chinese glyphs, and a CJK
 * font would add megabytes); it still says where a leaked copy came from, through which link and
 * when. The web app shows the same text over images and videos (the openLink answer carries it).
 */
export function sharedLinkMark(linkId: number, host: string, at: number): string {
  const day = new Date(at).toISOString().slice(0, 10);
  return `${host.replace(/[^\x21-\x7e]/g, '')} #${linkId} ${day}`.trim();
}

/**
 * Stamps `text` diagonally and semi-transparently across every page of a PDF (spec 6: a watermark
 * of the username on previews). A standard font needs no embedding; characters it cannot encode
 * become "?" (usernames are ASCII by the register schema; the share-link mark is ASCII). Throws when the PDF cannot be read.
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
