import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApprovalRow, StaffRow } from '@seuiot/contract';
import { i18n } from '../../lib/i18n';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import { screensFor } from '../../app/screens';
import ApprovalsPage from '../approvals/approvals-page';
import { describeApproval } from '../approvals/describe';
import { StaffCreate } from './staff-create';
import StaffPage from './staff-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

const grant = (over: Partial<ApprovalRow>): ApprovalRow => ({
  id: 1,
  kind: 'staff.role.grant',
  payload: { staffId: 3, username: 'new.one', role: 'reviewer' },
  objectType: 'staff',
  objectId: '3',
  requester: 'adm.a',
  reason: '',
  state: 'pending',
  decider: null,
  decidedAt: null,
  note: '',
  createdAt: '2026-12-02T08:00:00Z',
  canDecide: true,
  ...over,
});

describe('staff administration screens', () => {
  it('gives administrators the staff and approvals screens and the dashboard', () => {
    expect(screensFor(['administrator']).map((s) => s.key)).toEqual([
      'dashboard',
      'audit',
      'staff',
      'approvals',
    ]);
    expect(screensFor(['auditor']).map((s) => s.key)).toEqual(['audit']);
  });

  it('describes a role grant in words, and an unknown kind by its name and object', () => {
    const t = i18n.t.bind(i18n);
    expect(describeApproval(t, grant({}))).toBe('Grant the role Reviewer to new.one');
    expect(
      describeApproval(t, grant({ kind: 'some.future.kind', objectType: 'app', objectId: '9' })),
    ).toBe('some.future.kind · app 9');
  });

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

  it('offers approve and refuse only on other people’s requests', async () => {
    const f = fetchAnswering({
      rescode: 200,
      msg: 'success',
      data: {
        list: [grant({ id: 1, canDecide: false }), grant({ id: 2, requester: 'adm.b' })],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      },
    });
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<ApprovalsPage />);
    await screen.findByRole('button', { name: 'Approve #2' });
    expect(screen.queryByRole('button', { name: 'Approve #1' })).toBeNull();
    expect(screen.getByText('Your request: another staff member decides')).toBeTruthy();
    await waitFor(() => expect(f.calls[0]!.url).toContain('/api/console/approvals?state=pending'));
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
