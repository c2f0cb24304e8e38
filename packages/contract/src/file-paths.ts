import { callPaths } from './call-path.js';

/**
 * Where the file calls are (`FILE_CALLS` describes them; decision 0061): downloads, previews
 * (spec 6, 7) and share links (spec 3, 4). The favourites are `FAVOURITE_PATHS`.
 */
export const FILE_PATHS = callPaths({
  /** Raw body on success (no envelope); an envelope with the error code otherwise. */
  download: { method: 'GET', path: '/front/download/downLoadFile' },
  /** Inline body of an image, video or PDF; the PDF carries the username watermark when flagged. */
  preview: { method: 'GET', path: '/front/download/previewFile' },
  /** The overseas edition's name for both (isPreview 0 download, 1 preview). */
  ossDownload: { method: 'GET', path: '/front/download/ossDownLoadFile' },
  shareGetLink: { method: 'POST', path: '/front/shareLink/getLink' },
  shareOpenLink: { method: 'GET', path: '/front/shareLink/openLink' },
});
