import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSOLE_CONTENT_PATHS, type ConsoleBanner } from '@seuiot/contract';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import BannersPage, { moved } from './banners-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

const banner = (id: number, titleEn: string, position = 'home'): ConsoleBanner => ({
  id,
  position,
  titleZh: titleEn,
  titleEn,
  image: `/x/${id}.png`,
  link: '',
  linkEn: '',
  sort: id,
  shown: true,
});
const ok = (data: unknown) => ({ rescode: 200, msg: 'success', data });

describe('banner order', () => {
  it('moves a banner by one place within its own position only', () => {
    const all = [banner(1, 'A'), banner(2, 'B'), banner(3, 'C'), banner(4, 'D', 'solution')];
    expect(moved(all, all[0]!, 1)).toEqual({ position: 'home', ids: [2, 1, 3], before: [1, 2, 3] });
    expect(moved(all, all[2]!, -1)).toEqual({
      position: 'home',
      ids: [1, 3, 2],
      before: [1, 2, 3],
    });
    expect(moved(all, all[0]!, -1)).toBeNull();
    expect(moved(all, all[2]!, 1)).toBeNull();
    expect(moved(all, all[3]!, -1)).toBeNull();
  });

  it('offers named move buttons, sends the order seen and the new one, and says it is saved', async () => {
    const list = [banner(1, 'First'), banner(2, 'Second'), banner(3, 'Third')];
    const f = fetchAnswering(
      ok(list),
      ok([list[1], list[0], list[2]]),
      ok([list[1], list[0], list[2]]),
    );
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<BannersPage />);
    const down = await screen.findByRole('button', { name: 'Move down First' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Move up First' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down Third' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(down);
    expect(
      await screen.findByText(
        'Order saved: the portal shows the banners in this order now',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const sent = f.calls[1]!;
    expect(sent.url).toBe(`/api${CONSOLE_CONTENT_PATHS.bannerOrder.path}`);
    expect(JSON.parse(String(sent.init.body))).toEqual({
      position: 'home',
      ids: [2, 1, 3],
      before: [1, 2, 3],
    });
    await waitFor(() => expect(f.calls.length).toBe(3), { timeout: 5000 });
  }, 30_000);

  it('says when another editor changed the order first and shows the order now', async () => {
    const list = [banner(1, 'First'), banner(2, 'Second')];
    const f = fetchAnswering(
      ok(list),
      { rescode: 400, msg: 'B0009', data: [2, 1] },
      ok([list[1], list[0]]),
    );
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<BannersPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move up Second' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByText(
        'Someone changed the banner order meanwhile; the current order is shown again',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Move up First' })).toHaveProperty(
          'disabled',
          false,
        ),
      { timeout: 5000 },
    );
    expect(f.calls[2]!.url).toBe(`/api${CONSOLE_CONTENT_PATHS.banners.path}`);
  }, 30_000);
});
