import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { AUDIT_ACTIONS, CONSOLE_ROUTES } from '@seuiot/contract';
import { renderWithClient, routedFetch, useLang } from '../../lib/test-utils';
import AuditPage, { actionLabel } from './audit-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

describe('audit log', () => {
  it('names every action the server records in both languages', () => {
    for (const lang of ['en', 'zh']) {
      const t = i18n.getFixedT(lang);
      const labels = AUDIT_ACTIONS.map((a) => actionLabel(t, a));
      for (const [i, a] of AUDIT_ACTIONS.entries()) expect(labels[i], `${lang} ${a}`).not.toBe(a);
      // No two actions read the same.
      expect(new Set(labels).size, lang).toBe(AUDIT_ACTIONS.length);
    }
    // An action no text names (one recorded by an older version) shows its name.
    expect(actionLabel(i18n.getFixedT('en'), 'legacy.thing')).toBe('legacy.thing');
  });

  it('shows a record by what was done, with the action name beneath it', async () => {
    const f = routedFetch({
      [CONSOLE_ROUTES.audit]: {
        total: 1,
        pageNum: 1,
        pageSize: 20,
        list: [
          {
            id: 9,
            at: '2026-12-01T08:00:00.000Z',
            staff: 'agent.one',
            ip: '127.0.0.1',
            action: 'order.reply',
            objectType: 'order',
            objectId: '7',
            before: '{"status":1}',
            after: '{"status":2}',
            hash: 'ab'.repeat(32),
          },
        ],
      },
      [CONSOLE_ROUTES.auditActions]: ['order.reply', 'staff.login'],
    });
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<AuditPage />);
    const cell = (await screen.findByText('Work order answered')).closest('td')!;
    expect(cell.textContent).toBe('Work order answeredorder.reply');
    expect(screen.getByRole('cell', { name: 'order 7' })).toBeTruthy();
  }, 30_000);
});
