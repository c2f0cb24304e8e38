import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ApprovalRow } from '@seuiot/contract';
import { i18n } from '../../lib/i18n';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import ApprovalsPage from './approvals-page';
import { describeApproval } from './describe';

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

describe('approvals', () => {
  it('describes a role grant in words, and an unknown kind by its name and object', () => {
    const t = i18n.t.bind(i18n);
    expect(describeApproval(t, grant({}))).toBe('Grant the role Reviewer to new.one');
    expect(
      describeApproval(t, grant({ kind: 'some.future.kind', objectType: 'app', objectId: '9' })),
    ).toBe('some.future.kind · app 9');
  });

  it('names a re-opening request in both languages', () => {
    const t = i18n.t.bind(i18n);
    const row = {
      kind: 'review.reopen',
      payload: { subject: 'identity', id: 7, reason: 'x' },
      objectType: 'identity',
      objectId: '7',
    } as unknown as Parameters<typeof describeApproval>[1];
    expect(describeApproval(t, row)).toBe('Re-open the real-name certification of user 7');
    useLang('zh');
    expect(describeApproval(t, row)).toBe('撤回审核结果：用户的实名认证 7');
    useLang('en');
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
});
