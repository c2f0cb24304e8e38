import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import AccountsPage from './accounts-page';

beforeAll(() => useLang('en'));

describe('bulk approval of accounts', () => {
  it('requests "approve all" for the selected accounts awaiting approval', async () => {
    const row = (id: number, username: string) => ({
      id,
      username,
      truename: 'T',
      companyName: 'C',
      phone: '',
      email: '',
      status: 'pending',
      createdAt: '2026-12-09T08:00:00Z',
    });
    const page = {
      list: [row(5, 'first.one'), row(6, 'second.one')],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    };
    const f = fetchAnswering(
      { rescode: 200, msg: 'success', data: page },
      { rescode: 200, msg: 'success', data: { approvalId: 9 } },
      { rescode: 200, msg: 'success', data: page },
    );
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<AccountsPage />);
    const button = await screen.findByRole('button', { name: /Request approval of the selected/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByLabelText('first.one', {}, { timeout: 5000 }));
    fireEvent.click(screen.getByLabelText('second.one'));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(f.calls[1]?.url).toContain('/console/accounts/approve-all'));
    expect(JSON.parse(String(f.calls[1]!.init.body))).toEqual({ userIds: [5, 6] });
    vi.unstubAllGlobals();
  }, 40_000);
});
