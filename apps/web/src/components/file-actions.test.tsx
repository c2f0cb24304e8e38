import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FILE_PATHS, LOGIN_COOKIE, MENU_PATHS } from '@seuiot/contract';
import { Providers } from './providers';
import type * as Feedback from '../lib/feedback';
import { showErrorToast } from '../lib/feedback';
import { initI18n } from '../lib/i18n';
import { clearSession, setLoginUser } from '../lib/session';
import { clearShareToken, setShareToken } from '../lib/share-token';
import { FileTable, type FileRow } from './file-table';

vi.mock('../lib/feedback', async (original) => ({
  ...(await original<typeof Feedback>()),
  showErrorToast: vi.fn(),
}));

const MANUAL: FileRow = {
  fileId: 7,
  fileName: 'S90 user manual',
  fileType: 'pdf',
  fileSize: 2_621_440,
  fileSizeDouble: 2.5,
  downloads: 41,
  updateTime: '2026-03-04T08:00:00.000Z',
  watermark: true,
  section: 'download',
};
const NOTES: FileRow = { ...MANUAL, fileId: 8, fileName: 'Release notes', fileType: 'txt' };
const PHOTO: FileRow = {
  ...MANUAL,
  fileId: 9,
  fileName: 'Site photo',
  fileType: 'png',
  fileSize: 2048,
};

const envelope = (data: unknown, status = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode: status === 200 ? 200 : 500, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let sections: string[] = [];
const requested: string[] = [];
const fetchMock = vi.fn((url: string) => {
  requested.push(url);
  if (url.startsWith(`/api${MENU_PATHS.permissionTree.path}`))
    return Promise.resolve(
      envelope(sections.map((title, id) => ({ id, title, name: title, children: [] }))),
    );
  if (url.startsWith('/api/front/favorites/state')) return Promise.resolve(envelope([]));
  if (url.startsWith(`/api${FILE_PATHS.shareOpenLink.path}`))
    return Promise.resolve(
      envelope({
        entityType: 1,
        entityId: 3,
        needLogin: false,
        redirectUrl: '/solutionDetail?id=3&token=share-abc',
        expiresAt: '2026-12-06T00:00:00.000Z',
        watermark: 'portal.example.com #12 2026-11-29',
      }),
    );
  if (url.startsWith(`/api${FILE_PATHS.download.path}`))
    return Promise.resolve(
      new Response('%PDF-1.4 manual', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="manual.pdf"; filename*=UTF-8''S90%20manual.pdf`,
        },
      }),
    );
  return Promise.resolve(envelope(null));
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/download" element={<FileTable files={[MANUAL, NOTES]} label="Files" />} />
          <Route path="/solutionDetail" element={<FileTable files={[PHOTO]} label="Files" />} />
          <Route path="/portal/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const toasts = () => vi.mocked(showErrorToast).mock.calls.map(([toast]) => toast.content);
const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('file actions (spec 6)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
  });
  beforeEach(() => {
    vi.mocked(showErrorToast).mockClear();
    requested.length = 0;
  });
  afterEach(() => {
    clearSession();
    document.cookie = `${LOGIN_COOKIE}=; max-age=0; path=/`;
  });

  function logIn(titles: string[]) {
    sections = titles;
    document.cookie = `${LOGIN_COOKIE}=demo; path=/`;
    setLoginUser({ userId: 1, username: 'demo', truename: 'Demo', headimg: '', lang: 'en' });
  }

  it('tells an anonymous visitor to log in, then goes to login with the full path', async () => {
    renderAt('/download?pageNum=2');
    fireEvent.click(within(row('S90 user manual')).getByRole('button', { name: /^Download/ }));
    expect(toasts()).toEqual(['Please log in to download.']);
    await waitFor(
      () =>
        expect(screen.getByTestId('where').textContent).toBe(
          '/portal/login?redirect=%2Fdownload%3FpageNum%3D2',
        ),
      { timeout: 3000 },
    );
    expect(requested.some((url) => url.includes('downLoadFile'))).toBe(false);
  });

  it('refuses a user without the file section before calling the server', async () => {
    logIn(['solution']);
    renderAt('/download');
    await waitFor(() =>
      expect(requested.some((url) => url.includes('get_permission_tree'))).toBe(true),
    );
    // Wait for the tree to be read before clicking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(within(row('S90 user manual')).getByRole('button', { name: /^Download/ }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'You do not have permission to access this resource. Please contact your administrator.',
      ]),
    );
    expect(requested.some((url) => url.includes('downLoadFile'))).toBe(false);
  });

  it('downloads under the server name and counts it at once', async () => {
    logIn(['download']);
    const objectUrl = vi.fn(() => 'blob:manual');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderAt('/download');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(within(row('S90 user manual')).getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(clicked).toEqual(['S90 manual.pdf']));
    expect(requested.find((url) => url.includes('downLoadFile'))).toBe(
      `/api${FILE_PATHS.download.path}?fileId=7&fileType=pdf`,
    );
    await within(row('S90 user manual')).findByText('42');
    click.mockRestore();
  });

  it("marks a shared link's image preview with the link's mark, as the server marks PDFs", async () => {
    setShareToken('share-abc');
    try {
      renderAt('/solutionDetail?id=3&token=share-abc');
      fireEvent.click(within(row('Site photo')).getByRole('button', { name: /^Preview/ }));
      // Words in no language (decision 0059): the same text in both editions.
      await waitFor(() =>
        expect(decodeURIComponent(screen.getByTestId('watermark').style.backgroundImage)).toContain(
          'portal.example.com #12 2026-11-29',
        ),
      );
    } finally {
      clearShareToken();
    }
  });

  it('says a text file cannot be previewed', () => {
    logIn(['download']);
    renderAt('/download');
    fireEvent.click(within(row('Release notes')).getByRole('button', { name: /^Preview/ }));
    expect(toasts()).toEqual(['This file type cannot be previewed. Please download it.']);
  });
});
