import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithClient, useLang } from '../../lib/test-utils';
import CertsPage from './certs-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

const me = { username: 'rev', roles: ['reviewer' as const], stage: 'full' as const };
const row = {
  userId: 7,
  username: 'mei',
  name: 'Han Meimei',
  status: 'approved',
  submittedAt: '2026-12-01T08:00:00.000Z',
  reviewedAt: '2026-12-02T08:00:00.000Z',
};
const detail = {
  kind: 'identity',
  userId: 7,
  username: 'mei',
  status: 'approved',
  submittedAt: '2026-12-01T08:00:00.000Z',
  fields: [{ key: 'truename', value: 'Han Meimei' }],
  photos: [],
};

/** A fetch answering by path, recording each call's URL and body. */
function server() {
  const calls: { url: string; body: unknown }[] = [];
  const fn = (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const u = new URL(url, 'http://x');
    let data: unknown = null;
    if (u.pathname.endsWith('/console/certs'))
      data = {
        total: u.searchParams.get('status') === 'pending' ? 0 : 1,
        pageNum: 1,
        pageSize: 10,
        list: u.searchParams.get('status') === 'pending' ? [] : [row],
      };
    else if (u.pathname.endsWith('/console/certs/detail')) data = detail;
    else if (u.pathname.endsWith('/console/review/reopen')) data = { approvalId: 3 };
    return Promise.resolve(
      new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), { status: 200 }),
    );
  };
  vi.stubGlobal('fetch', fn);
  return calls;
}

describe('certification queue', () => {
  it('shows decided items by state and search, and asks a second reviewer to re-open one', async () => {
    const calls = server();
    renderWithClient(<CertsPage me={me} />);
    await waitFor(() => expect(calls[0]?.url).toContain('status=pending'), { timeout: 5000 });
    fireEvent.click(await screen.findByText('Approved', {}, { timeout: 5000 }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name, account, phone or company' }), {
      target: { value: ' Acme ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(
      () =>
        expect(calls.map((c) => c.url)).toContainEqual(
          expect.stringMatching(/kind=identity&status=approved&keyword=Acme&pageNum=1/),
        ),
      { timeout: 5000 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open mei' }, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    // A decided item is not decided again: it offers the re-opening only.
    await within(drawer).findByText('Han Meimei', {}, { timeout: 5000 });
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Re-open the decision' }));
    const title = await screen.findByText(
      'Ask a second reviewer to re-open this decision',
      {},
      { timeout: 5000 },
    );
    const ask = title.closest('.ant-modal')!;
    fireEvent.change(ask.querySelector('textarea')!, { target: { value: 'Misread photo' } });
    fireEvent.click(ask.querySelector('.ant-btn-dangerous')!);
    await waitFor(
      () =>
        expect(calls.find((c) => c.url.endsWith('/console/review/reopen'))?.body).toEqual({
          subject: 'identity',
          id: 7,
          reason: 'Misread photo',
        }),
      { timeout: 5000 },
    );
  }, 40_000);
});
