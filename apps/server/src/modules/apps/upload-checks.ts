import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, UPLOAD_RULES, type UploadPurpose } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { checkedDimensions } from '../../http/image-limits.js';
import type { FileStreamRule } from '../../http/multipart.js';
import { ApkError, type ApkInfo } from '../../lib/apk/apk-info.js';
import { IMAGE_MIME, sniffImage, type ImageType } from '../../lib/images.js';
import {
  isZip,
  sniffVideo,
  VIDEO_HEAD_BYTES,
  VIDEO_MIME,
  type VideoType,
} from '../../lib/media.js';
import { withLocalFile, type StagedFile } from '../../storage/storage.js';

/**
 * The checks of the upload pipeline (uploads.service.ts): what each purpose accepts while the
 * bytes stream in, and what the accepted bytes are (an image's dimensions, an APK's facts).
 */

/** Reads an install package from a local file (lib/apk/inspect.ts); rejects with ApkError. */
export type ApkReader = (filePath: string) => Promise<ApkInfo>;

const MB = 1024 * 1024;
export const APK_MIME = 'application/vnd.android.package-archive';

/** The checks of each purpose while the bytes stream in (contract UPLOAD_RULES). */
export function ruleFor(purpose: UploadPurpose): FileStreamRule {
  switch (purpose) {
    case 'icon':
      return {
        maxBytes: UPLOAD_RULES.icon.maxBytes,
        headBytes: 8,
        sniff: (head) => {
          const t = sniffImage(head);
          return t === 'png' || t === 'jpg' ? t : null;
        },
        refuse: 'B0007',
        // The icon is small: all of it stays in memory for its dimensions.
        keepBytes: UPLOAD_RULES.icon.maxBytes,
      };
    case 'media':
      return {
        maxBytes: UPLOAD_RULES.media.maxBytes,
        headBytes: VIDEO_HEAD_BYTES,
        sniff: (head) => {
          const image = sniffImage(head);
          if (image === 'png' || image === 'jpg' || image === 'gif') return image;
          return sniffVideo(head);
        },
        refuse: 'B0007',
        // An image's dimensions are near its start.
        keepBytes: MB,
      };
    case 'package':
      return {
        maxBytes: UPLOAD_RULES.package.maxBytes,
        headBytes: 4,
        sniff: (head) => (isZip(head) ? 'apk' : null),
        refuse: 'B0013',
        refuseData: 'not-zip',
      };
  }
}

/** The facts of an accepted file, before its rows are written. */
export interface Facts {
  mime: string;
  width: number | null;
  height: number | null;
  mediaKind: 'image' | 'video' | null;
  warnings: string[];
  apk: ApkInfo | null;
}

/** What the accepted bytes are: type, dimensions, warnings, the APK's facts. */
export async function uploadFacts(
  purpose: UploadPurpose,
  type: string,
  kept: Buffer,
  staged: StagedFile,
  readApk: ApkReader,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Facts> {
  if (purpose === 'package') {
    // A store without local files copies the staged bytes to a temporary file first.
    const apk: ApkInfo = await withLocalFile(staged, async (file) => {
      try {
        return await readApk(file);
      } catch (err) {
        if (err instanceof ApkError) throw new AppError('B0013', err.reason);
        // Not one of the reader's own refusals: a fault of the reader on a hostile file, most
        // likely. The file is refused all the same; the fault is logged.
        log.warn({ err }, 'the APK reader failed on an upload');
        throw new AppError('B0013', 'bad-manifest');
      }
    });
    if (apk.signerSha256.length === 0) throw new AppError('B0013', 'unsigned');
    return { mime: APK_MIME, width: null, height: null, mediaKind: null, warnings: [], apk };
  }
  if (type in VIDEO_MIME)
    return {
      mime: VIDEO_MIME[type as VideoType],
      width: null,
      height: null,
      mediaKind: 'video',
      warnings: [],
      apk: null,
    };
  // B0007 for no readable size, or one past the pixel limit (decision 0041).
  const { width, height } = checkedDimensions('file', kept);
  const warnings: string[] = [];
  if (purpose === 'icon') {
    // Recommended, not required (spec 5): the page shows the warning, the icon is kept.
    if (width !== height) warnings.push('iconNotSquare');
    if (Math.min(width, height) < LIMITS.iconRecommendedPx) warnings.push('iconBelowRecommended');
  }
  return {
    mime: IMAGE_MIME[type as ImageType],
    width,
    height,
    mediaKind: purpose === 'media' ? 'image' : null,
    warnings,
    apk: null,
  };
}
