import { LIMITS } from '@seuiot/contract';

/**
 * The preview rules of spec 5 and 9, apart from the preview components so that a file list can
 * decide without loading the viewer's chunk.
 */
export type PreviewKind = 'image' | 'video' | 'pdf' | 'unsupported';

const has = (list: readonly string[], ext: string) => list.includes(ext);

/**
 * How a file of this format is previewed: images and videos in the page, PDF through the preview
 * endpoint; doc, docx, xls, xlsx and anything unknown not at all. Takes the format as lists show
 * it, in any case, with or without a dot ("PNG", ".mp4", "pdf").
 */
export function previewKind(fileType: string): PreviewKind {
  const ext = fileType.trim().toLowerCase().replace(/^\./, '');
  if (has(LIMITS.noPreviewExt, ext)) return 'unsupported';
  if (has(LIMITS.previewImageExt, ext)) return 'image';
  if (has(LIMITS.previewVideoExt, ext)) return 'video';
  if (ext === 'pdf') return 'pdf';
  return 'unsupported';
}

/** Files of 10 MB or more ask for confirmation before they are previewed. */
export function needsPreviewConfirm(fileSizeBytes: number): boolean {
  return fileSizeBytes >= LIMITS.previewConfirmMb * 1024 * 1024;
}
