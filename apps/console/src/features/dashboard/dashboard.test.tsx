import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  CONSOLE_CONTENT_PATHS,
  CONSOLE_ORDER_PATHS,
  CONSOLE_ROUTES,
  type StaffMe,
} from '@seuiot/contract';
import { fetchAnswering, renderWithClient, routedFetch, useLang } from '../../lib/test-utils';
import DashboardPage from './dashboard-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('shows one tile per queue the roles open, each named by a link to its queue', async () => {
    const f = routedFetch({
      [CONSOLE_ROUTES.dashboard]: {
        queues: [
          {
            queue: 'apps',
            waiting: 2,
            oldestSince: new Date(Date.now() - 86_400_000).toISOString(),
          },
        ],
      },
      [CONSOLE_ROUTES.approvals]: { total: 1, list: [] },
      [CONSOLE_ORDER_PATHS.figures.path]: {
        waiting: 3,
        replied: 1,
        oldestSince: null,
        byModel: [],
        byAppVersion: [],
      },
      [CONSOLE_CONTENT_PATHS.figures.path]: {
        scheduledNotices: 5,
        awaitingGrants: null,
        oldestAwaitingSince: null,
      },
    });
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(
      <DashboardPage
        me={{ username: 'a', roles: ['reviewer', 'support', 'editor'], stage: 'full' }}
      />,
    );
    const link = (name: string) => screen.findByRole('link', { name });
    expect((await link('Apps and listing updates')).getAttribute('href')).toBe('/apps');
    expect((await link('Requests awaiting your approval')).getAttribute('href')).toBe('/approvals');
    expect((await link('Work orders waiting for support')).getAttribute('href')).toBe(
      '/orders?view=submitted',
    );
    expect((await link('Scheduled notices')).getAttribute('href')).toBe('/notices');
    expect(await screen.findByText('Oldest waits 24 hours')).toBeTruthy();
    expect(screen.getByText('1 waits for the customer')).toBeTruthy();
    // Not a sales person: no trials tile.
    expect(screen.queryByRole('link', { name: 'Trials awaiting a device grant' })).toBeNull();
  }, 30_000);

  it('shows editors and sales the figures of their own queues on the dashboard', async () => {
    const f = fetchAnswering({
      rescode: 200,
      msg: 'success',
      data: { scheduledNotices: 3, awaitingGrants: 5, oldestAwaitingSince: null },
    });
    vi.stubGlobal('fetch', f.fn);
    const me = { username: 'ed.sa', roles: ['editor', 'sales'] } as unknown as StaffMe;
    renderWithClient(<DashboardPage me={me} />);
    expect(await screen.findByText('Scheduled notices', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Trials awaiting a device grant')).toBeTruthy();
    expect(f.calls.map((c) => c.url)).toEqual([
      expect.stringContaining('/console/content/figures'),
    ]);
    vi.unstubAllGlobals();
  });
});
