import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import AccountsPage from '../accounts/accounts-page';
import i18n from 'i18next';
import { describeApproval } from '../approvals/describe';
import { DecideButtons, ReasonButton } from './review-actions';
import { queueOf } from './review-page';

beforeAll(() => useLang('en'));

describe('review queues', () => {
  it('picks the queue from the path', () => {
    expect(queueOf('/seuiot-console/developers')).toBe('developers');
    expect(queueOf('/versions')).toBe('versions');
    expect(queueOf('/apps')).toBe('apps');
  });

  it('needs a reason to reject and offers only the scope’s reasons', async () => {
    const decide = vi.fn();
    renderWithClient(<DecideButtons queue="developers" pending={false} onDecide={decide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
    expect(
      await screen.findByText('Choose at least one reason', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    // Developer reasons only: an app-listing reason is not offered.
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector')!);
    expect(await screen.findByText(/D1 /, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/^1\.1 /)).toBeNull();
  }, 40_000);

  it('approves only after the confirmation', async () => {
    const decide = vi.fn();
    renderWithClient(<DecideButtons queue="versions" pending={false} onDecide={decide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByText('Approve this submission?', {}, { timeout: 5000 });
    const buttons = confirm.closest('.ant-modal')!.querySelectorAll('button.ant-btn-primary');
    expect(decide).not.toHaveBeenCalled();
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ approve: true }));
  }, 40_000);

  it('asks a reason before requesting a re-opening, and the queue names it in both languages', async () => {
    const ask = vi.fn();
    renderWithClient(<ReasonButton action="reopen" pending={false} onSubmit={ask} />);
    fireEvent.click(screen.getByRole('button', { name: 'Re-open the decision' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
    expect(await screen.findByText('Write the reason', {}, { timeout: 5000 })).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'Wrong document' } });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
    await waitFor(() => expect(ask).toHaveBeenCalledWith('Wrong document'));
    const row = {
      kind: 'review.reopen',
      payload: { subject: 'identity', id: 7, reason: 'x' },
      objectType: 'identity',
      objectId: '7',
    } as unknown as Parameters<typeof describeApproval>[1];
    expect(describeApproval(i18n.t, row)).toBe('Re-open the real-name certification of user 7');
    useLang('zh');
    expect(describeApproval(i18n.t, row)).toBe('撤回审核结果：用户的实名认证 7');
    useLang('en');
  }, 40_000);
});

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
