import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { FilePreview, type PreviewFile } from './file-preview';

const realMatchMedia = window.matchMedia;

function renderPreview(file: PreviewFile | null, watermark?: string, onClose = () => undefined) {
  return render(
    <Providers>
      <FilePreview file={file} watermark={watermark} onClose={onClose} />
    </Providers>,
  );
}

const video = () => document.querySelector('video');

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('FilePreview', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('opens an image in the image viewer, watermarked, without previous or next', () => {
    renderPreview({ name: 'Wiring.PNG', type: 'PNG', url: '/p/1' }, 'ada');
    expect(screen.getByRole('dialog', { name: 'Wiring.PNG 1 / 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Wiring.PNG' }).getAttribute('src')).toBe('/p/1');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.getByTestId('watermark')).toBeTruthy();
    expect(video()).toBeNull();
  });

  it('plays a video with controls in a half-width dialog under the watermark', () => {
    const onClose = vi.fn();
    renderPreview({ name: 'Setup.mp4', type: 'mp4', url: '/p/2' }, 'ada', onClose);
    const dialog = screen.getByRole('dialog', { name: 'Setup.mp4' });
    expect((dialog as HTMLElement).style.width).toBe('50%');
    const player = video()!;
    expect(player.getAttribute('src')).toBe('/p/2');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('controlslist')).toBe('nodownload nofullscreen');
    expect(screen.getByTestId('watermark').parentElement).toBe(player.parentElement);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes the whole width below 600 px and leaves the controls alone without a watermark', () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderPreview({ name: 'Setup.mov', type: 'MOV', url: '/p/3' });
    expect((screen.getByRole('dialog') as HTMLElement).style.width).toBe('100%');
    expect(video()!.hasAttribute('controlslist')).toBe(false);
    expect(screen.queryByTestId('watermark')).toBeNull();
  });

  it('says so when the browser cannot play the video', () => {
    renderPreview({ name: 'Old.rmvb', type: 'rmvb', url: '/p/4' });
    fireEvent.error(video()!);
    expect(screen.getByRole('alert').textContent).toBe(
      'This video cannot be played in the browser. Download it to watch it.',
    );
  });

  it('shows nothing for no file, PDF or unsupported formats (the caller handles those)', () => {
    for (const file of [
      null,
      { name: 'Manual.pdf', type: 'pdf', url: '/p/5' },
      { name: 'Sheet.xlsx', type: 'xlsx', url: '/p/6' },
    ]) {
      const { unmount } = renderPreview(file);
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
  });
});
