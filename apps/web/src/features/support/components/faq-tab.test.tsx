import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { LoginUser } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, setLoginUser } from '../../../lib/session';
import { FaqTab } from './faq-tab';
import { SUPPORT_PATHS } from '@seuiot/contract';

const faq = (id: number, name: string) => ({
  id,
  kind: 'faq',
  name,
  author: 'Support',
  summary: '',
  views: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
});
const ALL = [faq(1, 'How do I reset a device?'), faq(2, 'The battery drains fast')];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

let history: { keyword: string; time: string }[] = [];
const fetchMock = vi.fn((url: string) => {
  const parsed = new URL(url, 'http://x');
  switch (parsed.pathname) {
    case `/api${SUPPORT_PATHS.hotKeyWords.path}`:
      return Promise.resolve(envelope([{ id: 1, word: 'battery' }]));
    case `/api${SUPPORT_PATHS.hotQuestion.path}`:
      return Promise.resolve(envelope([ALL[0]]));
    case `/api${SUPPORT_PATHS.articleList.path}`: {
      const keyword = parsed.searchParams.get('keyword') ?? '';
      const list = ALL.filter((item) => item.name.toLowerCase().includes(keyword.toLowerCase()));
      if (keyword) history = [{ keyword, time: '2026-11-21T10:00:00.000Z' }, ...history];
      return Promise.resolve(envelope({ list, total: list.length, pageNum: 1, pageSize: 10 }));
    }
    case `/api${SUPPORT_PATHS.articleById.path}`:
      return Promise.resolve(envelope({ ...ALL[0], content: 'Hold the power key.' }));
    case `/api${SUPPORT_PATHS.articleReadNum.path}`:
      return Promise.resolve(envelope(2));
    case `/api${SUPPORT_PATHS.searchHistory.path}`:
      return Promise.resolve(envelope(history));
    default:
      return Promise.resolve(envelope(null));
  }
});

const paths = () => fetchMock.mock.calls.map(([url]) => url);

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderTab() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/support?tabIndex=1']}>
        <FaqTab />
        <Where />
      </MemoryRouter>
    </Providers>,
  );
}

const USER: LoginUser = { userId: 1, username: 'demo', truename: 'Demo', headimg: '', lang: 'en' };

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('FaqTab', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['support'], 'en');
  });
  beforeEach(() => {
    history = [];
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('a hot keyword fills the box and searches; visitors get no history', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'battery' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('?tabIndex=1&keyword=battery'),
    );
    expect(
      (screen.getByLabelText('Search the frequently asked questions') as HTMLInputElement).value,
    ).toBe('battery');
    const results = await screen.findByRole('region', { name: 'Questions about “battery”' });
    expect(await within(results).findByText('The battery drains fast')).toBeTruthy();
    expect(within(results).queryByText('How do I reset a device?')).toBeNull();
    expect(paths().some((url) => url.includes('searchRecordHistory'))).toBe(false);
    expect(screen.queryByText('My recent searches')).toBeNull();
  });

  it('sends a Chinese keyword as it is typed', async () => {
    renderTab();
    const box = await screen.findByLabelText('Search the frequently asked questions');
    fireEvent.change(box, { target: { value: ' 电池 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        paths().some(
          (url) =>
            url.includes(`keyword=${encodeURIComponent('电池')}&`) ||
            url.endsWith(`keyword=${encodeURIComponent('电池')}`),
        ),
      ).toBe(true),
    );
  });

  it('a signed-in user sees their searches, refreshed after each search, and can search one again', async () => {
    setLoginUser(USER);
    history = [{ keyword: 'reset', time: '2026-11-20T10:00:00.000Z' }];
    renderTab();
    const panel = await screen.findByRole('region', { name: 'My recent searches' });
    expect(await within(panel).findByRole('button', { name: 'reset' })).toBeTruthy();

    const box = screen.getByLabelText('Search the frequently asked questions');
    fireEvent.change(box, { target: { value: 'battery' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(
      await within(panel).findByRole('button', { name: 'battery' }, { timeout: 5000 }),
    ).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'reset' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('?tabIndex=1&keyword=reset'),
    );
  });

  it('opens an answer in place from the public article call', async () => {
    renderTab();
    const hot = await screen.findByRole('region', { name: 'Hot questions' });
    fireEvent.click(await within(hot).findByText('How do I reset a device?'));
    expect(await within(hot).findByText('Hold the power key.')).toBeTruthy();
    await waitFor(() => expect(paths().some((url) => url.includes('updateReadNum'))).toBe(true));
  });
});
