import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../lib/i18n';
import type { Banner } from '../api/get-banners';
import BannerCarousel from './banner-carousel';

const BANNERS = [1, 2, 3].map((id): Banner => ({
  id,
  title: `Banner ${id}`,
  image: `/b${id}.svg`,
  link: `/solution?x=${id}`,
})) as Banner[];

function shown(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => !link.closest('[aria-hidden="true"]'))
    .map((link) => link.textContent ?? '');
}

describe('BannerCarousel', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one banner at a time, the others out of the tab order, and a dot per banner', () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={BANNERS} />
      </MemoryRouter>,
    );
    expect(shown()).toEqual(['Banner 1']);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual([null, '-1', '-1']);
    const dots = screen.getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Banner 1: Banner 1',
      'Banner 2: Banner 2',
      'Banner 3: Banner 3',
    ]);
    fireEvent.click(dots[2]!);
    expect(shown()).toEqual(['Banner 3']);
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('moves on by itself, and not while the pointer is on it', () => {
    vi.useFakeTimers();
    const { container } = render(
      <MemoryRouter>
        <BannerCarousel banners={BANNERS} />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toEqual(['Banner 2']);
    fireEvent.mouseEnter(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['Banner 2']);
    fireEvent.mouseLeave(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toEqual(['Banner 1']);
  });
});
