import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { ImageViewer, type ViewerImage } from './image-viewer';

const IMAGES: ViewerImage[] = [
  { src: '/a.png', name: 'Front panel' },
  { src: '/b.png', name: 'Back panel' },
  { src: '/c.png', name: 'Ports' },
];

function Harness({
  images = IMAGES,
  start = 0,
  onClose = () => undefined,
  watermark,
}: {
  images?: ViewerImage[];
  start?: number;
  onClose?: () => void;
  watermark?: string;
}) {
  const [index, setIndex] = useState(start);
  return (
    <Providers>
      <ImageViewer
        images={images}
        index={index}
        open
        onClose={onClose}
        onIndexChange={setIndex}
        watermark={watermark}
      />
    </Providers>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The picture (antd's close icon is an img too). */
const picture = () => document.querySelector<HTMLImageElement>('img.image-viewer-image')!;
const transform = () => picture().style.transform;
const key = (k: string) => fireEvent.keyDown(window, { key: k });

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('ImageViewer', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('is a dialog titled by the image name and its position', () => {
    render(<Harness start={1} />);
    const dialog = screen.getByRole('dialog', { name: 'Back panel 2 / 3' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: 'Back panel' }).getAttribute('src')).toBe('/b.png');
    expect(transform()).toBe('translate(0px, 0px) scale(0.8) rotate(0deg)');
    expect(screen.getByRole('toolbar', { name: 'Image tools' })).toBeTruthy();
  });

  it('zooms by 0.2, not below 0.2, with zoom-out disabled there', () => {
    render(<Harness />);
    fireEvent.click(button('Zoom in'));
    expect(transform()).toContain('scale(1)');
    for (let i = 0; i < 4; i++) fireEvent.click(button('Zoom out'));
    expect(transform()).toContain('scale(0.2)');
    expect(button('Zoom out').disabled).toBe(true);
    expect(screen.getByText('20%')).toBeTruthy();
  });

  it('rotates by 90 degrees and resets to the initial view', () => {
    render(<Harness />);
    fireEvent.click(button('Rotate right'));
    fireEvent.click(button('Rotate right'));
    fireEvent.click(button('Rotate left'));
    fireEvent.click(button('Zoom in'));
    expect(transform()).toBe('translate(0px, 0px) scale(1) rotate(90deg)');
    fireEvent.click(button('Reset'));
    expect(transform()).toBe('translate(0px, 0px) scale(0.8) rotate(0deg)');
  });

  it('goes to the previous and next image, disabled at the ends, and resets on the way', () => {
    render(<Harness />);
    expect(button('Previous image').disabled).toBe(true);
    fireEvent.click(button('Zoom in'));
    fireEvent.click(button('Next image'));
    expect(screen.getByRole('dialog', { name: 'Back panel 2 / 3' })).toBeTruthy();
    expect(transform()).toContain('scale(0.8)');
    fireEvent.click(button('Next image'));
    expect(button('Next image').disabled).toBe(true);
    fireEvent.click(button('Previous image'));
    expect(picture().alt).toBe('Back panel');
  });

  it('offers no previous or next for a single image', () => {
    render(<Harness images={[IMAGES[0]!]} />);
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Front panel 1 / 1' })).toBeTruthy();
  });

  it('answers the keyboard: arrows move, + and - zoom, Escape closes', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    key('ArrowLeft');
    expect(picture().alt).toBe('Front panel');
    key('ArrowRight');
    expect(picture().alt).toBe('Back panel');
    key('+');
    expect(transform()).toContain('scale(1)');
    key('-');
    key('-');
    expect(transform()).toContain('scale(0.6)');
    key('ArrowRight');
    key('ArrowRight');
    expect(picture().alt).toBe('Ports');
    expect(onClose).not.toHaveBeenCalled();
    key('Escape');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('zooms with the wheel, one step per notch', () => {
    render(<Harness />);
    const stage = picture().parentElement!;
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(transform()).toContain('scale(1)');
    fireEvent.wheel(stage, { deltaY: 40 });
    expect(transform()).toContain('scale(1)');
    fireEvent.wheel(stage, { deltaY: 160 });
    expect(transform()).toContain('scale(0.8)');
  });

  it('moves with one finger and zooms with two (a pinch), the zoom buttons following', () => {
    render(<Harness />);
    const stage = picture().parentElement!;
    const touch = (id: number, x: number, y: number) => ({
      pointerId: id,
      pointerType: 'touch',
      clientX: x,
      clientY: y,
    });
    fireEvent.pointerDown(stage, touch(1, 100, 100));
    fireEvent.pointerMove(stage, touch(1, 110, 95));
    expect(transform()).toBe('translate(10px, -5px) scale(0.8) rotate(0deg)');

    // A second finger 100 px away, then the two 200 px apart: twice the scale, no move.
    fireEvent.pointerDown(stage, touch(2, 210, 95));
    fireEvent.pointerMove(stage, touch(2, 310, 95));
    expect(transform()).toBe('translate(10px, -5px) scale(1.6) rotate(0deg)');
    expect(screen.getByText('160%')).toBeTruthy();

    // Far apart: no more than ten times, and zoom-in is disabled there.
    fireEvent.pointerMove(stage, touch(2, 5000, 95));
    expect(transform()).toContain('scale(10)');
    expect(button('Zoom in').disabled).toBe(true);

    // The first finger lifts; the one left drags on from where it is.
    fireEvent.pointerUp(stage, touch(1, 110, 95));
    fireEvent.pointerMove(stage, touch(2, 5010, 100));
    expect(transform()).toBe('translate(20px, 0px) scale(10) rotate(0deg)');
    fireEvent.pointerUp(stage, touch(2, 5010, 100));
    // No finger down: moving the pointer does nothing.
    fireEvent.pointerMove(stage, touch(3, 0, 0));
    expect(transform()).toBe('translate(20px, 0px) scale(10) rotate(0deg)');
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lays the watermark over the image when given, hidden from assistive technology', () => {
    const { unmount } = render(<Harness watermark="ada" />);
    const mark = screen.getByTestId('watermark');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.parentElement).toBe(picture().parentElement);
    unmount();
    render(<Harness />);
    expect(screen.queryByTestId('watermark')).toBeNull();
  });

  it('says so when the image does not load', () => {
    render(<Harness />);
    fireEvent.error(picture());
    expect(screen.getByText('The image could not be loaded.')).toBeTruthy();
  });

  it('shows nothing while closed', () => {
    render(
      <Providers>
        <ImageViewer
          images={IMAGES}
          index={0}
          open={false}
          onClose={() => undefined}
          onIndexChange={() => undefined}
        />
      </Providers>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
