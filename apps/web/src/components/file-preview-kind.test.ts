import { describe, expect, it } from 'vitest';
import { LIMITS } from '@seuiot/contract';
import { needsPreviewConfirm, previewKind } from './file-preview-kind';

describe('previewKind (spec 5, 9)', () => {
  it('knows every listed image and video format, in any case and with a dot', () => {
    for (const ext of LIMITS.previewImageExt) {
      expect(previewKind(ext)).toBe('image');
      expect(previewKind(ext.toUpperCase())).toBe('image');
    }
    for (const ext of LIMITS.previewVideoExt) expect(previewKind(ext)).toBe('video');
    expect(previewKind('.MP4')).toBe('video');
    expect(previewKind(' JPeG ')).toBe('image');
  });

  it('sends PDF to the preview endpoint', () => {
    expect(previewKind('pdf')).toBe('pdf');
    expect(previewKind('PDF')).toBe('pdf');
  });

  it('previews neither office documents nor unknown formats', () => {
    for (const ext of ['doc', 'docx', 'xls', 'XLSX', 'zip', 'apk', 'txt', 'webp', '']) {
      expect(previewKind(ext)).toBe('unsupported');
    }
  });
});

describe('needsPreviewConfirm', () => {
  const mb = 1024 * 1024;
  it('asks from 10 MB on', () => {
    expect(needsPreviewConfirm(LIMITS.previewConfirmMb * mb - 1)).toBe(false);
    expect(needsPreviewConfirm(LIMITS.previewConfirmMb * mb)).toBe(true);
    expect(needsPreviewConfirm(200 * mb)).toBe(true);
    expect(needsPreviewConfirm(0)).toBe(false);
  });
});
