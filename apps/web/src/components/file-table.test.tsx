import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { render, screen, within } from '@testing-library/react';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { FILE_NAME_MIN_PX, FileTable, type FileRow } from './file-table';

const FILES: FileRow[] = [
  {
    fileId: 1,
    fileName: 'S90 user manual',
    fileType: 'pdf',
    fileSize: 2_621_440,
    fileSizeDouble: 2.5,
    downloads: 12345,
    updateTime: '2026-03-04T08:00:00.000Z',
    watermark: true,
    section: 'download',
  },
  {
    fileId: 2,
    fileName: 'Checksums',
    fileType: 'txt',
    fileSize: 900,
    fileSizeDouble: 0,
    downloads: 3,
    updateTime: '2026-01-02T08:00:00.000Z',
    watermark: false,
    section: 'download',
  },
];

const realMatchMedia = window.matchMedia;
const realResizeObserver = window.ResizeObserver;

/** Boxes measure `width` px wide (jsdom lays nothing out). */
function boxesAre(width: number) {
  window.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  };
}

function renderTable(table: ReactElement) {
  return render(
    <Providers>
      <MemoryRouter>{table}</MemoryRouter>
    </Providers>,
  );
}

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('FileTable', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    window.ResizeObserver = realResizeObserver;
  });

  it('shows the columns of spec 3 and the file actions', { timeout: 30_000 }, () => {
    renderTable(<FileTable files={FILES} label="Files" />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Format', 'Size', 'Downloads', 'Last update', 'Actions']);
    const row = screen.getByText('S90 user manual').closest('tr')!;
    expect(within(row).getByText('PDF')).toBeTruthy();
    expect(within(row).getByText('2.50 MB')).toBeTruthy();
    expect(within(row).getByText('12,345')).toBeTruthy();
    expect(within(row).getByText('Mar 4, 2026')).toBeTruthy();
    expect(within(screen.getByText('Checksums').closest('tr')!).getByText('0.9 kB')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Download S90 user manual' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Preview S90 user manual' })).toBeTruthy();
  });

  it('leaves the action column out when a list asks so', () => {
    renderTable(<FileTable files={FILES} label="Files" actions={false} />);
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Last update');
  });

  it('shows one card per file below 600 px', () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderTable(<FileTable files={FILES} label="Manuals" />);
    const list = screen.getByRole('list', { name: 'Manuals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no files', () => {
    renderTable(<FileTable files={[]} label="Files" emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  // Issue 26: in the market's app drawer (half of a 1280 px screen) the name got one character
  // a line beside the fixed columns.
  it('never makes the name column narrower than its least width, and names it in full on hover', () => {
    renderTable(<FileTable files={FILES} label="Files" />);
    const table = screen.getByRole('table');
    const widths = [...table.querySelectorAll('colgroup col')].map((col) =>
      parseFloat((col as HTMLElement).style.width || '0'),
    );
    // One column (the name) takes what the others leave: at least its least width.
    expect(widths.filter((width) => width === 0)).toHaveLength(1);
    const others = widths.reduce((sum, width) => sum + width, 0);
    expect(parseFloat(table.style.width) - others).toBeGreaterThanOrEqual(FILE_NAME_MIN_PX);
    expect(screen.getByText('S90 user manual').getAttribute('title')).toBe('S90 user manual');
  });

  it('shows cards in a box too narrow for the table (a drawer at 1280 px), the table in a wide one', () => {
    boxesAre(592);
    const { unmount } = renderTable(<FileTable files={FILES} label="App files" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'App files' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    unmount();
    boxesAre(1100);
    renderTable(<FileTable files={FILES} label="App files" />);
    expect(screen.getByRole('table', { name: 'App files' })).toBeTruthy();
  });
});
