import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { OrderDetail } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import OrdersSection from './orders-section';
import { ORDER_CALLS } from '@seuiot/contract';

vi.setConfig({ testTimeout: 40_000 });
const WAIT = { timeout: 8000 };
const DAY = 86_400_000;

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

function order(over: Partial<OrderDetail>): OrderDetail {
  const now = Date.now();
  return {
    id: 5,
    number: 'WO-20261118-0032',
    title: 'Gateway offline',
    typeName: 'Device fault',
    productName: 'G100',
    status: 2,
    statusName: 'Replied',
    createTime: new Date(now - 3 * DAY).toISOString(),
    replyTime: new Date(now - DAY).toISOString(),
    typeId: 1,
    contact: 'a@b.example',
    description: 'It drops at night.',
    device: null,
    app: null,
    submitTime: new Date(now - 3 * DAY).toISOString(),
    closeTime: null,
    closedBy: null,
    autoCloseTime: new Date(now + DAY).toISOString(),
    reopenUntil: null,
    linkedOrder: null,
    rating: null,
    actions: { reply: true, close: true, reopen: false, rate: false, editDraft: false },
    clock: {
      running: false,
      pausedReason: 'waitingForCustomer',
      pausedReasonText: 'waiting for you',
      workingMs: 90 * 60_000,
      firstReplyMs: 90 * 60_000,
      resolutionMs: null,
      asOf: new Date(now).toISOString(),
    },
    attachments: [],
    messages: [
      {
        id: 1,
        author: 'customer',
        authorName: 'demo',
        content: 'First question',
        createTime: new Date(now - 3 * DAY).toISOString(),
        attachments: [],
      },
      {
        id: 2,
        author: 'staff',
        authorName: 'Li',
        content: 'Please send the log',
        createTime: new Date(now - DAY).toISOString(),
        attachments: [
          {
            id: 9,
            name: 'steps.pdf',
            size: 2048,
            mime: 'application/pdf',
            previewable: true,
            url: `${ORDER_CALLS.file.path}?id=9`,
          },
        ],
      },
    ],
    ...over,
  };
}

let detail = order({});
vi.stubGlobal(
  'fetch',
  vi.fn((url: string) =>
    Promise.resolve(envelope(url.startsWith(`/api${ORDER_CALLS.detail.path}`) ? detail : null)),
  ),
);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/center/orders" element={<OrdersSection />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('one of my work orders', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['orders'], 'en');
  });

  it('shows the conversation oldest first, the paused clock, the automatic close and the reply box', async () => {
    detail = order({});
    renderAt('/center/orders?id=5');
    const texts = (await screen.findAllByText(/First question|Please send the log/, {}, WAIT)).map(
      (node) => node.textContent,
    );
    expect(texts).toEqual(['First question', 'Please send the log']);
    expect(screen.getByText('Paused: waiting for your answer')).toBeTruthy();
    // Time with support and time to first reply: the clock stood still since the reply.
    expect(screen.getAllByText('1 hour 30 minutes')).toHaveLength(2);
    expect(screen.getByText(/closes by itself/)).toBeTruthy();
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
    const files = screen.getByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'steps.pdf' }).getAttribute('href')).toBe(
      `/api${ORDER_CALLS.file.path}?id=9`,
    );
    expect(screen.getByRole('button', { name: 'Close work order' })).toBeTruthy();
  });

  it('offers a linked new order for a closed one past its reopen window', async () => {
    detail = order({
      status: 3,
      statusName: 'Closed',
      closeTime: new Date(Date.now() - 20 * DAY).toISOString(),
      closedBy: 'system',
      autoCloseTime: null,
      reopenUntil: new Date(Date.now() - 6 * DAY).toISOString(),
      actions: { reply: false, close: false, reopen: false, rate: true, editDraft: false },
    });
    renderAt('/center/orders?id=5');
    const follow = await screen.findByRole(
      'button',
      { name: 'Submit a linked new work order' },
      WAIT,
    );
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rate the service' })).toBeTruthy();
    fireEvent.click(follow);
    expect(screen.getByTestId('where').textContent).toBe('/support?tabIndex=2&linked=5');
  });
});
