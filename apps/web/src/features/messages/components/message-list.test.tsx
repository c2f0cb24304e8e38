import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MESSAGE_CALLS } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import type { MessageItem } from '../api/get-messages';
import MessageList from './message-list';

const envelope = (data: unknown, rescode = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

function message(id: number, state = 0, type = 2): MessageItem {
  return {
    id,
    type,
    title: `Message ${id}`,
    content: `Body of message ${id}`,
    state,
    link: null,
    createTime: new Date(Date.UTC(2026, 10, id)).toISOString(),
  };
}

let store: MessageItem[] = [];
let failList = false;
const calls: string[] = [];
const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (path === `/api${MESSAGE_CALLS.unreadCount.path}`)
    return Promise.resolve(envelope(store.filter((m) => m.state === 0).length));
  if (path === `/api${MESSAGE_CALLS.list.path}`) {
    calls.push(`list ${query}`);
    if (failList) return Promise.resolve(envelope(null, 500, 'B0005'));
    const pageNum = Number(params.get('pageNum'));
    const pageSize = Number(params.get('pageSize'));
    const rows = params.get('state') === '0' ? store.filter((m) => m.state === 0) : store;
    return Promise.resolve(
      envelope({
        list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: rows.length,
        pageNum,
        pageSize,
      }),
    );
  }
  if (path === `/api${MESSAGE_CALLS.updateState.path}`) {
    const body = JSON.parse(String(init?.body)) as { id?: number; all?: number };
    calls.push(`${init?.method} ${JSON.stringify(body)}`);
    store = store.map((m) => (body.all === 1 || m.id === body.id ? { ...m, state: 1 } : m));
    return Promise.resolve(envelope(store.filter((m) => m.state === 0).length));
  }
  return Promise.resolve(envelope(null));
});

function renderList() {
  render(
    <Providers>
      <MemoryRouter>
        <MessageList />
      </MemoryRouter>
    </Providers>,
  );
}

describe('MessageList', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['messages'], 'en');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    calls.length = 0;
    failList = false;
  });

  it('lists my messages with their type, time and unread mark, a page at a time', async () => {
    store = Array.from({ length: 12 }, (_, i) => message(12 - i, i < 3 ? 0 : 1, (i % 5) + 1));
    renderList();
    const list = await screen.findByRole('list', { name: 'All' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.className).toContain('is-unread');
    expect(items[5]!.className).not.toContain('is-unread');
    expect(within(items[0]!).getByRole('button').textContent).toContain('Unread:');
    expect(within(items[0]!).getByText('System')).toBeTruthy();
    expect(within(items[1]!).getByText('Certification')).toBeTruthy();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(store[0]!.createTime);
    expect(screen.getByText('12 messages')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'All' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(calls).toContain('list pageNum=2&pageSize=10');
  });

  it('links a message about a work order to the order once opened', async () => {
    store = [
      {
        ...message(5),
        title: 'Your work order WO-20261118-0032 has a reply',
        link: '/center/orders?id=7',
      },
      message(4),
    ];
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: /WO-20261118-0032/ }, { timeout: 8000 }),
    );
    const link = await screen.findByRole('link', { name: 'Open details' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe('/center/orders?id=7');
    fireEvent.click(screen.getByRole('button', { name: /Message 4/ }));
    expect(screen.queryAllByRole('link', { name: 'Open details' })).toHaveLength(0);
  });

  it('opens a message, shows its content and marks it read', async () => {
    store = [message(3), message(2), message(1, 1)];
    renderList();
    const head = await screen.findByRole('button', { name: /Message 3/ });
    expect(head.getAttribute('aria-expanded')).toBe('false');
    await screen.findByRole('button', { name: /^Unread\s*2$/ });
    fireEvent.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Body of message 3')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('POST {"id":3}'));
    await waitFor(() => expect(head.closest('li')!.className).not.toContain('is-unread'));
    await screen.findByRole('button', { name: /^Unread\s*1$/ });

    // A read message opens without another call.
    fireEvent.click(screen.getByRole('button', { name: /Message 1/ }));
    expect(screen.getByText('Body of message 1')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST {"id":3}']);
  });

  it('shows only the unread, and marks all as read', async () => {
    store = [message(3), message(2, 1), message(1)];
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: /^Unread\s*\d*$/ }));
    const list = await screen.findByRole('list', { name: 'Unread' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toContain('list pageNum=1&pageSize=10&state=0');
    expect(
      screen.getByRole('button', { name: /^Unread\s*\d*$/ }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls).toContain('POST {"all":1}'));
    await screen.findByText('You have read all your messages.');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('says when there are no messages', async () => {
    store = [];
    renderList();
    await screen.findByText('You have no messages yet.');
  });

  it('offers a retry when the list fails', async () => {
    store = [message(1)];
    failList = true;
    renderList();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failList = false;
    fireEvent.click(retry);
    await screen.findByRole('button', { name: /Message 1/ });
  });
});
