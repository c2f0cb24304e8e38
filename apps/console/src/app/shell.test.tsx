import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithClient, routedFetch, useLang } from '../lib/test-utils';
import { NARROW_QUERY } from '../lib/use-narrow';
import Shell from './shell';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

/** The jsdom matchMedia (packages/ui/src/test/dom-setup.ts), on which only the phone's query matches, or none. */
function screenWidth(narrow: boolean) {
  const plain = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...plain(query),
    matches: narrow && query === NARROW_QUERY,
  }));
  vi.stubGlobal('fetch', routedFetch({}).fn);
}

const ME = { username: 'ops', roles: ['administrator' as const], stage: 'full' as const };

describe('the console shell (issue 26, item 19)', () => {
  it('on a phone hides the menu behind a labelled button; a choice or Escape closes it', async () => {
    screenWidth(true);
    renderWithClient(<Shell me={ME} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    const button = screen.getByRole('button', { name: 'Open the console menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu.getAttribute('aria-label')).toBe('Console menu');
    fireEvent.click(within(menu).getByRole('link', { name: 'Staff' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.keyDown(menu, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    // The first render loads antd's drawer and the screens' chunks: slow on a busy machine.
  }, 60_000);

  it('on a desktop keeps the side menu and no menu button', () => {
    screenWidth(false);
    renderWithClient(<Shell me={ME} />);
    const side = screen.getByRole('complementary', { name: 'Console menu' });
    expect(within(side).getByRole('link', { name: 'Staff' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the console menu' })).toBeNull();
  });
});
