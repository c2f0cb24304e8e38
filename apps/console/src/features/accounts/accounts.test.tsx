import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import AccountsPage from './accounts-page';

beforeAll(() => useLang('en'));

describe('bulk approval of accounts', () => {
  it('asks for confirmation (with the count) before requesting "approve all", and marks rows awaiting a second reviewer', async () => {
    const row = (id: number, username: string, awaitingApproval = false) => ({
      id,
      username,
      truename: 'T',
      companyName: 'C',
      phone: '',
      email: '',
      status: 'pending',
      createdAt: '2026-12-09T08:00:00Z',
      awaitingApproval,
    });
    const page = {
      list: [row(5, 'first.one'), row(6, 'second.one'), row(7, 'third.one', true)],
      total: 3,
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
    // Only the row named in a pending request carries the mark.
    const marks = screen.getAllByText('Awaiting second reviewer');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('tr')?.textContent).toContain('third.one');
    fireEvent.click(button);
    // Nothing is sent before the dialog, which names how many accounts, is confirmed.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ask a second reviewer to approve 2 accounts?');
    expect(f.calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(f.calls[1]?.url).toContain('/console/accounts/approve-all'));
    expect(JSON.parse(String(f.calls[1]!.init.body))).toEqual({ userIds: [5, 6] });
    vi.unstubAllGlobals();
  }, 40_000);
});
