import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../components/providers';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { LAZY_NAMESPACES } from '../locales';
import DownloadPage from '../features/downloads/pages/download-page';
import NoticeListPage from '../features/notices/pages/notice-list-page';
import SolutionPage from '../features/solutions/pages/solution-page';
import MarketplacePage from '../features/marketplace/pages/marketplace-page';
import ArticleListPage from '../features/developer/pages/article-list-page';
import MarketingPage from '../features/marketing/pages/marketing-page';
import { DOWNLOAD_PATHS } from '@seuiot/contract';

/**
 * Issue 26 item 14: with the network down, a list or search page says "network request failed"
 * with a retry, never an empty result or the previous list as if it were the answer.
 */
const NETWORK = 'Network request failed. Please check your connection and try again.';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const manual = {
  fileId: 1,
  fileName: 'S90 user manual',
  fileType: 'pdf',
  fileSize: 1_048_576,
  fileSizeDouble: 1,
  downloads: 3,
  updateTime: '2026-10-01T08:00:00.000Z',
  watermark: false,
  classificationId: 2,
};

let down = false;
const fetchMock = vi.fn((url: string) => {
  if (down) return Promise.reject(new TypeError('Failed to fetch'));
  if (url.startsWith(`/api${DOWNLOAD_PATHS.fileCategories.path}`))
    return Promise.resolve(envelope([]));
  return Promise.resolve(envelope({ list: [manual], total: 1, pageNum: 1, pageSize: 10 }));
});

function goOffline() {
  down = true;
  onlineManager.setOnline(false);
}

function renderAt(Page: ComponentType, path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </Providers>,
  );
}

describe('list pages with the network down', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(LAZY_NAMESPACES, 'en');
  });
  beforeEach(() => {
    down = false;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('a search of the download centre says so, not the previous list, and retries', async () => {
    renderAt(DownloadPage, '/download');
    expect(await screen.findByText('S90 user manual')).toBeTruthy();
    goOffline();
    const search = screen.getByLabelText('Search files in this folder by name');
    fireEvent.change(search, { target: { value: 'patch' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', NETWORK);
    expect(screen.queryByText('S90 user manual')).toBeNull();
    expect(screen.queryByText(/match/)).toBeNull();

    down = false;
    onlineManager.setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('S90 user manual')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['notices', NoticeListPage, '/notice'],
    ['solutions', SolutionPage, '/solution'],
    ['marketplace', MarketplacePage, '/marketplace'],
    ['developer documents', ArticleListPage, '/articleWendan?type=1'],
    ['marketing materials', MarketingPage, '/marketing'],
  ] as const)('%s: the error state with a retry', async (_name, Page, path) => {
    goOffline();
    renderAt(Page, path);
    await waitFor(() => expect(screen.getAllByRole('alert')[0]?.textContent).toBe(NETWORK));
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalled();
  });
});
