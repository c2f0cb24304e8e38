import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSOLE_ROUTES, CSRF_HEADER, CSRF_VALUE, type ConsoleOrderDetail } from '@seuiot/contract';
import { renderWithClient, useLang } from '../../lib/test-utils';
import { OrderDetailView } from './order-detail';

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

/** A fetch answering by path, recording what was sent. */
function routedFetch(routes: Record<string, unknown>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const path = url.replace(/^\/api/, '').split('?')[0]!;
    const data = routes[path];
    const body =
      data === undefined
        ? { rescode: 404, msg: 'A0078', data: null }
        : { rescode: 200, msg: 'success', data };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { fn: fn as unknown as typeof fetch, calls };
}

describe('work-order detail', () => {
  it('shows the internal notes as staff only, and sends a reply as multipart with the CSRF header', async () => {
    const f = routedFetch({
      [CONSOLE_ROUTES.orderDetail]: DETAIL,
      [CONSOLE_ROUTES.orderAgents]: [{ id: 1, name: 'agent.one' }],
      [CONSOLE_ROUTES.savedReplies]: [],
      [CONSOLE_ROUTES.orderReply]: { status: 2 },
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
      expect(f.calls.some((c) => c.url.endsWith(CONSOLE_ROUTES.orderReply))).toBe(true),
    );
    const sent = f.calls.find((c) => c.url.endsWith(CONSOLE_ROUTES.orderReply))!;
    expect(sent.init.body).toBeInstanceOf(FormData);
    const form = sent.init.body as FormData;
    expect(form.get('orderId')).toBe('7');
    expect(form.get('content')).toBe('Please update the firmware.');
    const headers = sent.init.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe(CSRF_VALUE);
    expect(headers['content-type']).toBeUndefined();
  }, 30_000);
});
