/**
 * Video and archive facts read from the first bytes alone (the file name and the browser's claim
 * are not trusted), beside lib/images.ts for pictures.
 */

export type VideoType = 'mp4' | 'mov' | 'webm' | 'mkv' | 'avi' | 'wmv' | 'flv' | 'rmvb';

/** The content type a stored video of each type is served with. */
export const VIDEO_MIME: Record<VideoType, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  rmvb: 'application/vnd.rn-realmedia-vbr',
};

/** How many first bytes `sniffVideo` needs to tell every type apart. */
export const VIDEO_HEAD_BYTES = 64;

const ASF = Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The video type by its first bytes (ISO media, Matroska/WebM, AVI, ASF, FLV, RealMedia). */
export function sniffVideo(buf: Buffer): VideoType | null {
  if (buf.length >= 12) {
    const box = buf.subarray(4, 8).toString('latin1');
    if (box === 'ftyp') return buf.subarray(8, 12).toString('latin1') === 'qt  ' ? 'mov' : 'mp4';
    // QuickTime files written before `ftyp` existed start with one of these atoms.
    if (box === 'moov' || box === 'mdat' || box === 'wide' || box === 'free') return 'mov';
    if (
      buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
      buf.subarray(8, 12).toString('latin1') === 'AVI '
    )
      return 'avi';
  }
  if (buf.length >= 8 && buf.subarray(0, 8).equals(ASF)) return 'wmv';
  if (buf.length >= 4 && buf.subarray(0, 4).equals(EBML))
    return buf.subarray(0, VIDEO_HEAD_BYTES).includes('webm', 0, 'latin1') ? 'webm' : 'mkv';
  if (buf.length >= 4 && buf.subarray(0, 3).toString('latin1') === 'FLV' && buf[3] === 1)
    return 'flv';
  if (buf.length >= 4 && buf.subarray(0, 4).toString('latin1') === '.RMF') return 'rmvb';
  return null;
}

/** A zip archive's first local file header (every APK starts with one). */
export function isZip(buf: Buffer): boolean {
  return (
    buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04
  );
}
