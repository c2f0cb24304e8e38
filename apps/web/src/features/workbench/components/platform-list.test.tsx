import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WORKBENCH_CALLS, type Platform } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n } from '../../../lib/i18n';
import { PlatformList } from './platform-list';

const PLAIN: Platform = {
  id: 3,
  code: 'stagenow',
  name: 'Stage Now',
  description: 'Staging',
  url: 'https://stagenow.example.com',
  needsAuthorization: false,
  authorizedDevices: 0,
  state: 'none',
  trialEndTime: null,
};
const MDM: Platform = { ...PLAIN, id: 2, code: 'mdm', name: 'MDM', needsAuthorization: true };

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

let platforms: Platform[] = [];
const calls: string[] = [];
const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  if (url.startsWith(`/api${WORKBENCH_CALLS.platforms.path}`))
    return Promise.resolve(envelope(platforms));
  if (url.startsWith(`/api${WORKBENCH_CALLS.trial.path}`)) {
    const query = new URLSearchParams(url.split('?')[1]);
    calls.push(`${init?.method} ${query.get('action')} ${query.get('platformId')}`);
    const target = platforms.find((p) => p.id === Number(query.get('platformId')))!;
    const next: Platform =
      query.get('action') === 'cancel'
        ? { ...target, state: 'none', trialEndTime: null }
        : target.needsAuthorization
          ? { ...target, state: 'awaitingAuthorization' }
          : { ...target, state: 'trial', trialEndTime: '2026-12-31T00:00:00.000Z' };
    platforms = platforms.map((p) => (p.id === next.id ? next : p));
    return Promise.resolve(envelope(next));
  }
  return Promise.resolve(envelope(null));
});

function renderList(username: string | null) {
  render(
    <Providers>
      <MemoryRouter>
        <PlatformList username={username} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('PlatformList', () => {
  beforeAll(async () => {
    await initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    calls.length = 0;
  });

  it('asks an anonymous visitor to sign in instead of offering a trial', async () => {
    platforms = [PLAIN, MDM];
    renderList(null);
    expect(
      await screen.findAllByRole('link', { name: 'Log in to apply for a trial' }),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Apply for a trial/ })).toBeNull();
  });

  it('starts a plain trial at once and puts MDM in its own waiting state', async () => {
    platforms = [PLAIN, MDM];
    renderList('demo');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for a trial Stage Now' }));
    await screen.findByText('On trial');
    expect(screen.getByText(/^Trial until /)).toBeTruthy();
    const enter = screen.getByRole('link', { name: /^Open system Stage Now/ });
    expect(enter.getAttribute('href')).toBe(PLAIN.url);
    expect(enter.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Apply for a trial MDM' }));
    await screen.findByText('Awaiting authorisation');
    expect(screen.getByText(/needs a device quantity granted by your sales contact/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Open system MDM/ })).toBeNull();
    expect(calls).toEqual(['POST apply 3', 'POST apply 2']);
  });

  it('shows the device quantity sales granted for a running MDM trial', async () => {
    platforms = [
      {
        ...MDM,
        state: 'trial',
        authorizedDevices: 50,
        trialEndTime: '2026-12-31T00:00:00.000Z',
      },
    ];
    renderList('demo');
    expect(await screen.findByText('Devices authorised: 50')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Open system MDM/ })).toBeTruthy();
  });

  it('cancels only after the customer confirms', async () => {
    platforms = [{ ...PLAIN, state: 'trial', trialEndTime: '2026-12-31T00:00:00.000Z' }];
    renderList('demo');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel trial Stage Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel the trial of Stage Now?')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByText('Not opened');
    await waitFor(() => expect(calls).toEqual(['POST cancel 3']));
    expect(await screen.findByRole('button', { name: 'Apply for a trial Stage Now' })).toBeTruthy();
  });
});
