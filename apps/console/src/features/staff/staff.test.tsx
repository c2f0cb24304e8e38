import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { StaffRow } from '@seuiot/contract';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import { StaffCreate } from './staff-create';
import StaffPage from './staff-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

describe('staff administration screens', () => {
  it('shows the initial password once after creating a member', async () => {
    const f = fetchAnswering({
      rescode: 200,
      msg: 'success',
      data: { id: 5, username: 'new.one', password: 'Initial-Pass_123', approvals: [7] },
    });
    vi.stubGlobal('fetch', f.fn);
    const onClose = vi.fn();
    renderWithClient(<StaffCreate open onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'new.one' } });
    fireEvent.click(screen.getByLabelText('Reviewer'));
    fireEvent.click(screen.getByRole('button', { name: 'New staff member' }));
    expect((await screen.findByTestId('initial-password')).textContent).toContain(
      'Initial-Pass_123',
    );
    expect(JSON.parse(f.calls[0]!.init.body as string)).toEqual({
      username: 'new.one',
      roles: ['reviewer'],
      reason: '',
    });
    expect(screen.getByText(/1 role was requested/)).toBeTruthy();
  });

  it('tells the administrators of a second factor locked after wrong codes (decision 0040)', async () => {
    const row = (over: Partial<StaffRow>): StaffRow => ({
      id: 4,
      username: 'alice',
      roles: ['support'],
      pendingRoles: [],
      status: 'active',
      enrolled: true,
      lastLoginAt: null,
      createdAt: '2026-12-02T08:00:00Z',
      codeLockedUntil: null,
      ...over,
    });
    const f = fetchAnswering({
      rescode: 200,
      msg: 'success',
      data: {
        list: [row({ codeLockedUntil: '2026-12-02T08:15:00Z' }), row({ id: 5, username: 'bob' })],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      },
    });
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(
      <StaffPage me={{ username: 'adm.a', roles: ['administrator'], stage: 'full' }} />,
    );
    expect(
      await screen.findByText(/alice's two-step verification is locked after 10 wrong codes/),
    ).toBeTruthy();
    expect(screen.queryByText(/bob's two-step verification/)).toBeNull();
    expect(screen.getByText(/^Locked until/)).toBeTruthy();
  });
});
