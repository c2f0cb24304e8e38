import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import DownloadPage from './download-page';
import { DOWNLOAD_PATHS } from '@seuiot/contract';

const TREE = [
  { id: 1, name: 'Product manuals', children: [{ id: 11, name: 'Handhelds', children: [] }] },
  { id: 2, name: 'Firmware & OS', children: [] },
];
const file = (id: number, name: string) => ({
  fileId: id,
  fileName: name,
  fileType: 'pdf',
  fileSize: 1_048_576,
  fileSizeDouble: 1,
  downloads: id * 10,
  updateTime: '2026-10-01T08:00:00.000Z',
  watermark: false,
  classificationId: 2,
});

const envelope = (data: unknown, rescode = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 403,
    headers: { 'Content-Type': 'application/json' },
  });

let denied = false;
const fetchMock = vi.fn((url: string) => {
  if (denied) return Promise.resolve(envelope(null, 403, 'A0017'));
  if (url.startsWith(`/api${DOWNLOAD_PATHS.fileCategories.path}`))
    return Promise.resolve(envelope(TREE));
  if (url.startsWith(`/api${DOWNLOAD_PATHS.downloadCenter.path}`)) {
    const query = new URL(url, 'http://x').searchParams;
    const list =
      query.get('classificationId') === '2'
        ? [file(3, 'S90 firmware notes'), file(4, 'Security patch bulletin')]
        : [file(1, 'S90 user manual'), file(2, 'S95 user manual'), file(3, 'S90 firmware notes')];
    const keyword = query.get('keyword') ?? '';
    const found = list.filter((item) => item.fileName.includes(keyword));
    return Promise.resolve(
      envelope({ list: found, total: found.length + (keyword ? 0 : 20), pageNum: 1, pageSize: 10 }),
    );
  }
  return Promise.resolve(envelope(null, 500, 'A0059'));
});

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith(`/api${DOWNLOAD_PATHS.downloadCenter.path}`));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderPage(path = '/download') {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <DownloadPage />
        <Where />
      </MemoryRouter>
    </Providers>,
  );
}

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('DownloadPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['downloads'], 'en');
  });
  beforeEach(() => {
    denied = false;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    'lists every file with server paging, then the files of a folder',
    { timeout: 30_000 },
    async () => {
      renderPage();
      expect(await screen.findByText('S95 user manual')).toBeTruthy();
      expect(screen.getByText('23 files')).toBeTruthy();
      expect(listCalls()[0]).toContain('pageNum=1&pageSize=10');

      const folders = screen.getByRole('navigation', { name: 'Folders' });
      fireEvent.click(within(folders).getByRole('link', { name: 'Firmware & OS' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Firmware & OS' })).toBeTruthy();
      expect(await screen.findByText('Security patch bulletin')).toBeTruthy();
      expect(screen.getByTestId('where').textContent).toBe('?classificationId=2');
      expect(
        within(folders).getByRole('link', { name: 'Firmware & OS' }).getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  it('searches the files of the folder by name', async () => {
    renderPage('/download?classificationId=2');
    expect(await screen.findByText('S90 firmware notes')).toBeTruthy();
    const search = screen.getByLabelText('Search files in this folder by name');
    fireEvent.change(search, { target: { value: 'patch' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('?classificationId=2&keyword=patch'),
    );
    await waitFor(() => expect(screen.queryByText('S90 firmware notes')).toBeNull());
    expect(screen.getByText('Security patch bulletin')).toBeTruthy();
    expect(listCalls().at(-1)).toContain('classificationId=2&keyword=patch');
  });

  it('without the download section says "no permission, contact the administrator" and stops asking', async () => {
    denied = true;
    renderPage();
    expect(
      await screen.findByText(
        'You do not have permission to access this resource. Please contact your administrator.',
        { selector: '.no-permission span' },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Folders' })).toBeNull();
  });
});
