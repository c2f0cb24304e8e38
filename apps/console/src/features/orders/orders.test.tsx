import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  CONSOLE_ORDER_PATHS,
  CSRF_HEADER,
  CSRF_VALUE,
  type ConsoleOrderDetail,
} from '@seuiot/contract';
import { renderWithClient, routedFetch, useLang } from '../../lib/test-utils';
import { OrderDetailView } from './order-detail';
import OrdersPage from './orders-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

const DETAIL: ConsoleOrderDetail = {
  id: 7,
  number: 'WO-20261201-0007',
  title: 'Gateway offline',
  typeName: 'Fault',
  productName: 'Gateway G1',
  contact: 'c@example.com',
  description: 'It does not reconnect.',
  customer: { id: 3, username: 'demo' },
  status: 1,
  since: '2026-12-01T08:00:00.000Z',
  createTime: '2026-12-01T08:00:00.000Z',
  closedBy: null,
  assignee: null,
  device: { serial: 'SN1', model: 'G1' },
  app: null,
  linkedOrder: null,
  mergedInto: null,
  rating: null,
  clock: {
    running: true,
    pausedReason: null,
    pausedReasonText: null,
    workingMs: 90 * 60_000,
    firstReplyMs: null,
    resolutionMs: null,
    asOf: new Date().toISOString(),
  },
  attachments: [],
  messages: [],
  notes: [
    { id: 1, staff: 'agent.one', content: 'Old firmware', createTime: '2026-12-01T09:00:00Z' },
  ],
  mergeTargets: [{ id: 8, number: 'WO-20261201-0008' }],
  actions: { reply: true, close: true, merge: true, assign: true },
};

describe('work-order detail', () => {
  it('shows the internal notes as staff only, and sends a reply as multipart with the CSRF header', async () => {
    const f = routedFetch({
      [CONSOLE_ORDER_PATHS.detail.path]: DETAIL,
      [CONSOLE_ORDER_PATHS.agents.path]: [{ id: 1, name: 'agent.one' }],
      [CONSOLE_ORDER_PATHS.savedReplies.path]: [],
      [CONSOLE_ORDER_PATHS.reply.path]: { status: 2 },
    });
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(
      <OrderDetailView
        id={7}
        me={{ username: 'agent.one', roles: ['support'], stage: 'full' }}
        onOpen={() => undefined}
      />,
    );
    expect(await screen.findByText('Old firmware')).toBeTruthy();
    expect(screen.getByText('Staff only')).toBeTruthy();
    expect(screen.getByText('1 h 30 min (running)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply to the customer'), {
      target: { value: 'Please update the firmware.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(f.calls.some((c) => c.url.endsWith(CONSOLE_ORDER_PATHS.reply.path))).toBe(true),
    );
    const sent = f.calls.find((c) => c.url.endsWith(CONSOLE_ORDER_PATHS.reply.path))!;
    expect(sent.init.body).toBeInstanceOf(FormData);
    const form = sent.init.body as FormData;
    expect(form.get('orderId')).toBe('7');
    expect(form.get('content')).toBe('Please update the firmware.');
    const headers = sent.init.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe(CSRF_VALUE);
    expect(headers['content-type']).toBeUndefined();
  }, 30_000);
});

describe('work-order inbox', () => {
  it('keeps each cell in its column: the title with who asked and about what, the status with its age, the clock with its state', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const f = routedFetch({
      [CONSOLE_ORDER_PATHS.list.path]: {
        total: 1,
        list: [
          {
            id: 7,
            number: 'WO-20261201-0007',
            title: 'Gateway offline',
            customer: 'demo',
            status: 2,
            since: hoursAgo(6),
            assignee: null,
            device: 'S90',
            app: 'Warehouse Stocktake 2.3.0',
            clock: { ...DETAIL.clock, running: false, pausedReason: 'waitingForCustomer' },
            rating: 4,
          },
        ],
      },
    });
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<OrdersPage me={{ username: 'a', roles: ['support'], stage: 'full' }} />);
    const number = await screen.findByRole('button', { name: 'WO-20261201-0007' });
    const row = number.closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual([
      'WO-20261201-0007',
      'Gateway offlinedemo · S90 · Warehouse Stocktake 2.3.0',
      'Repliedfor 6 hours',
      '1 h 30 minpaused: waiting for the customer',
      '—',
      '★★★★',
    ]);
    expect(screen.getByLabelText('4 stars of 5')).toBeTruthy();
  }, 30_000);
});
