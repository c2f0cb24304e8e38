import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FAVOURITE_CALLS, type Favourite } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import Favourites, { UNDO_SECONDS } from './favourites';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const entry = (
  id: number,
  name: string,
  path: string,
  location: string[],
  label: string | null = null,
): Favourite => ({
  id,
  entityId: id * 10,
  entityType: 2,
  name,
  label,
  path,
  location,
  fileType: 'pdf',
  fileSize: 1,
  topped: false,
  createTime: '2026-01-02T03:04:05.000Z',
});
const LIST = [
  entry(1, 'Gateway manual', '/download?classificationId=4', ['Documents', 'Manuals']),
  entry(2, 'Retail case', '/solutionDetail?id=7', ['Smart retail']),
  entry(3, 'GW-200 quick start.pdf', '/download?classificationId=4', [], 'Gateway set-up'),
];

const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/front/favorites/list'))
    return Promise.resolve(
      envelope({ list: LIST, total: LIST.length, pageNum: 1, pageSize: 10, pages: 1 }),
    );
  return Promise.resolve(envelope(null));
});
const deletes = () =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/front/favorites/delete'));
const renames = () =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith(FAVOURITE_CALLS.rename.path));

function renderList() {
  render(
    <Providers>
      <MemoryRouter>
        <Favourites />
      </MemoryRouter>
    </Providers>,
  );
}

/** Issue 26: each entry says where it lives; a removal can be undone for a few seconds. */
describe('Favourites', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['center']);
  });
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows where each entry lives, in the page language', async () => {
    renderList();
    expect(await screen.findByRole('columnheader', { name: 'Location' })).toBeTruthy();
    const manual = (await screen.findByText('Gateway manual')).closest('tr')!;
    expect(manual.textContent).toContain('Downloads › Documents › Manuals');
    expect(screen.getByText('Retail case').closest('tr')!.textContent).toContain(
      'Solutions › Smart retail',
    );
  });

  it('below 600 px: each card says where, and Remove offers the Undo too', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderList();
      const cards = await screen.findByRole('list', { name: 'My favourites' });
      expect(within(cards).getAllByRole('listitem')[0]!.textContent).toContain(
        'Downloads › Documents › Manuals',
      );
      fireEvent.click(
        screen.getByRole('button', { name: 'Remove Gateway manual from favourites' }),
      );
      expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Undo removing Gateway manual' }));
      expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('holds a removal with an Undo that keeps the entry in its place', async () => {
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Gateway manual from favourites' }),
    );
    expect(screen.queryByText('Gateway manual')).toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo removing Gateway manual' });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    fireEvent.click(undo);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove Gateway manual from favourites' }),
      ),
    );
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows.findIndex((r) => r.includes('Gateway manual'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Retail case')),
    );
    await act(async () => {
      vi.advanceTimersByTime(UNDO_SECONDS * 1000 + 100);
    });
    expect(deletes()).toHaveLength(0);
  });

  it('sends the removal once the undo time is over', async () => {
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Retail case from favourites' }),
    );
    expect(deletes()).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(UNDO_SECONDS * 1000 + 100);
    });
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(JSON.parse(deletes()[0]![1]!.body as string)).toEqual({ id: 2 });
    expect(screen.queryByRole('button', { name: 'Undo removing Retail case' })).toBeNull();
  });

  it('shows my own name of a renamed entry with its original name, and renames one', async () => {
    renderList();
    const renamed = (await screen.findByRole('link', { name: 'Gateway set-up' })).closest('tr')!;
    expect(renamed.textContent).toContain('Original name: GW-200 quick start.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Rename Retail case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename a favourite' });
    const field = within(dialog).getByLabelText('Your name for it');
    expect((field as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText('Leave it empty to show its own name again: Retail case'));
    fireEvent.change(field, { target: { value: '  Shop floor case  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(renames()).toHaveLength(1));
    expect(renames()[0]![1]!.method).toBe('POST');
    expect(JSON.parse(renames()[0]![1]!.body as string)).toEqual({
      id: 2,
      label: 'Shop floor case',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
