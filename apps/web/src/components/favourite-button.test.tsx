import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { FavouriteButton } from './favourite-button';

describe('FavouriteButton', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('is a toggle named for what it will do, with the item name when given', () => {
    const { rerender } = render(
      <Providers>
        <FavouriteButton active={false} onToggle={() => undefined} />
      </Providers>,
    );
    const off = screen.getByRole('button', { name: 'Add to favourites' });
    expect(off.getAttribute('aria-pressed')).toBe('false');
    rerender(
      <Providers>
        <FavouriteButton active onToggle={() => undefined} label="S90 manual" />
      </Providers>,
    );
    const on = screen.getByRole('button', { name: 'Remove S90 manual from favourites' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
  });

  it('calls onToggle on click, and waits while loading', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <Providers>
        <FavouriteButton active={false} onToggle={onToggle} label="S90 manual" />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add S90 manual to favourites' }));
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(
      <Providers>
        <FavouriteButton active={false} loading onToggle={onToggle} label="S90 manual" />
      </Providers>,
    );
    const button = screen.getByRole('button', { name: 'Add S90 manual to favourites' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('speaks Chinese too', async () => {
    await initI18n('zh');
    render(
      <Providers>
        <FavouriteButton active onToggle={() => undefined} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: '取消收藏' })).toBeTruthy();
    await initI18n('en');
  });
});
