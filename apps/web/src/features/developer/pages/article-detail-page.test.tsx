import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import ArticleDetailPage from './article-detail-page';
import { SUPPORT_PATHS } from '@seuiot/contract';

const ARTICLE = {
  id: 7,
  kind: 'document',
  name: 'Integrating the scan service',
  author: 'Zhang Ming',
  summary: 'Three ways.',
  views: 41,
  createTime: '2025-02-19T08:00:00.000Z',
  updateTime: '2026-10-22T08:00:00.000Z',
  content: 'First paragraph.\n\n<b>Second</b> paragraph.',
};

const envelope = (data: unknown, rescode = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 403,
    headers: { 'Content-Type': 'application/json' },
  });

let answer: () => Response = () => envelope(ARTICLE);
const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  if (url.startsWith(`/api${SUPPORT_PATHS.articleById.path}`)) return Promise.resolve(answer());
  if (url.startsWith(`/api${SUPPORT_PATHS.articleReadNum.path}`)) {
    const { id } = JSON.parse(String(init?.body)) as { id: number };
    return Promise.resolve(envelope(id === 7 ? 42 : 0));
  }
  return Promise.resolve(envelope(null, 500, 'A0059'));
});

const readCalls = () =>
  fetchMock.mock.calls.filter(([url]) =>
    url.startsWith(`/api${SUPPORT_PATHS.articleReadNum.path}`),
  );

function renderPage(path: string) {
  render(
    <StrictMode>
      <Providers>
        <MemoryRouter initialEntries={[path]}>
          <ArticleDetailPage />
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
}

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('ArticleDetailPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['developer'], 'en');
  });
  beforeEach(() => {
    fetchMock.mockClear();
    answer = () => envelope(ARTICLE);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the article as text and counts one read, even under StrictMode', async () => {
    renderPage('/articleDetail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.name })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('article-views').textContent).toBe('42'));
    expect(readCalls()).toHaveLength(1);
    const [, init] = readCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 7 });
    // Markup in the content stays text.
    expect(screen.getByText('<b>Second</b> paragraph.')).toBeTruthy();
    expect(screen.getByText('Zhang Ming')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to documents/ }).getAttribute('href')).toBe(
      '/articleWendan',
    );
  });

  it('says a missing article is missing and counts nothing', async () => {
    answer = () => envelope(null, 404, 'A0078');
    renderPage('/articleDetail?id=8');
    expect(
      await screen.findByText('This document does not exist or is no longer available'),
    ).toBeTruthy();
    expect(readCalls()).toHaveLength(0);
  });

  it('shows the no-permission state without the developer section', async () => {
    answer = () => envelope(null, 403, 'A0017');
    renderPage('/articleDetail?id=7');
    expect(
      await screen.findByText(
        'You do not have permission to access this resource. Please contact your administrator.',
        { selector: '.no-permission span' },
      ),
    ).toBeTruthy();
    expect(readCalls()).toHaveLength(0);
  });
});
