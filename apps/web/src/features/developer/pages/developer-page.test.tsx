import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import DeveloperPage from './developer-page';
import { RESOURCE_PATHS } from '@seuiot/contract';

const envelope = (data: unknown, rescode = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : rescode === 403 ? 403 : 500,
    headers: { 'Content-Type': 'application/json' },
  });

const TREE = [
  { id: 1, name: 'Scanning', children: [{ id: 3, name: 'Barcodes', children: [] }] },
  { id: 2, name: 'Printing', children: [] },
];
const entry = (i: number, categoryId = 1) => ({
  id: i,
  categoryId,
  name: `scan${i}`,
  signature: `void scan${i}()`,
  description: 'Starts a scan.',
  params: [],
  returns: 'Nothing',
  example: '',
});
const resource = (i: number, product: { id: number; model: string } | null = null) => ({
  id: 100 + i,
  kind: product ? 'model' : 'general',
  name: `Resource ${i}`,
  version: '1.0.0',
  description: 'A resource.',
  product,
  updateTime: '2026-10-22T08:00:00.000Z',
  files: [],
});
const S90 = { id: 4, model: 'S90', name: 'Handheld' };
const R30 = { id: 5, model: 'R30', name: 'Reader' };

/** The models that have an SDK (`/front/fsdk/sdkProduct`); set per test. */
let sdkModels = [S90, R30];
/** The rows each list call pages, by call; set per test. */
let rows: Record<string, (params: URLSearchParams) => unknown[]> = {};
/** A call answering a failure instead of a page. */
let failing: { path: string; code: string; rescode: number } | null = null;
const requested: URL[] = [];
/** While set, answers wait for it (to look at the page while the next one loads). */
let gate: Promise<void> | null = null;

function page(params: URLSearchParams, all: unknown[]) {
  const pageNum = Number(params.get('pageNum') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const start = (pageNum - 1) * pageSize;
  return { list: all.slice(start, start + pageSize), total: all.length, pageNum, pageSize };
}

const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://portal.test');
  requested.push(url);
  if (gate) await gate;
  const path = url.pathname.replace(/^\/api/, '');
  if (failing && path === failing.path)
    return Promise.resolve(envelope(null, failing.rescode, failing.code));
  if (path === RESOURCE_PATHS.apiCategoryTree.path) return Promise.resolve(envelope(TREE));
  if (path === RESOURCE_PATHS.sdkProducts.path) return Promise.resolve(envelope(sdkModels));
  if (path === RESOURCE_PATHS.testProducts.path) return Promise.resolve(envelope([S90, R30]));
  const list = rows[path];
  if (list) return Promise.resolve(envelope(page(url.searchParams, list(url.searchParams))));
  return Promise.resolve(envelope(null, 500, 'A0059'));
});

const calls = (path: string) => requested.filter((url) => url.pathname === `/api${path}`);
const lastCall = (path: string) => calls(path).at(-1)?.searchParams;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

function renderAt(entryPath: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[entryPath]}>
        <Routes>
          <Route path="/developer" element={<DeveloperPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Providers>,
  );
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('DeveloperPage lists, paged on the server', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['developer'], 'en');
  });
  beforeEach(() => {
    requested.length = 0;
    failing = null;
    gate = null;
    sdkModels = [S90, R30];
    rows = {
      [RESOURCE_PATHS.sdkUnattached.path]: () => [],
      [RESOURCE_PATHS.apiList.path]: (params) =>
        params.get('categoryId') === '2' ? [] : Array.from({ length: 25 }, (_, i) => entry(i + 1)),
      [RESOURCE_PATHS.sdkList.path]: () => Array.from({ length: 12 }, (_, i) => resource(i + 1)),
      [RESOURCE_PATHS.sdkModelList.path]: (params) =>
        params.get('productId') === String(R30.id) ? [] : [resource(1, S90), resource(2, S90)],
      [RESOURCE_PATHS.testPackages.path]: (params) =>
        Array.from({ length: params.get('productId') ? 3 : 23 }, (_, i) => resource(i + 1)),
    };
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the page of the address and moves through pages with the pager', async () => {
    renderAt('/developer?menuIndex=2-1&pageNum=2');
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(await screen.findByRole('heading', { level: 3, name: 'scan11' })).toBeTruthy();
    expect(cardNames()).toEqual(Array.from({ length: 10 }, (_, i) => `scan${i + 11}`));
    expect(screen.getByText('25 APIs')).toBeTruthy();
    const params = lastCall(RESOURCE_PATHS.apiList.path)!;
    expect(Object.fromEntries(params)).toMatchObject({
      categoryId: '1',
      pageNum: '2',
      pageSize: '10',
    });

    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(address()).toBe('?menuIndex=2-1&pageNum=3'));
    // The page on screen stays, dimmed and busy, until the next one answers.
    await waitFor(() =>
      expect(document.querySelector('.is-loading[aria-busy="true"]')).not.toBeNull(),
    );
    expect(cardNames()[0]).toBe('scan11');
    gate = null;
    open();
    expect(await screen.findByRole('heading', { level: 3, name: 'scan25' })).toBeTruthy();
    expect(document.querySelector('.is-loading')).toBeNull();
    expect(lastCall(RESOURCE_PATHS.apiList.path)!.get('pageNum')).toBe('3');
    expect(cardNames()).toEqual(['scan21', 'scan22', 'scan23', 'scan24', 'scan25']);

    // Another category starts on its first page, and says when it has no entries.
    fireEvent.click(screen.getByRole('link', { name: 'Printing' }));
    await waitFor(() => expect(address()).toBe('?menuIndex=2-1&categoryId=2'));
    expect(await screen.findByText('No APIs in this category yet')).toBeTruthy();
    expect(Object.fromEntries(lastCall(RESOURCE_PATHS.apiList.path)!)).toMatchObject({
      categoryId: '2',
      pageNum: '1',
    });
  });

  it('turns a page past the end (an old link) into the last page', async () => {
    renderAt('/developer?menuIndex=2-4&pageNum=9');
    await waitFor(() => expect(address()).toBe('?menuIndex=2-4&pageNum=3'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 23' })).toBeTruthy();
    expect(cardNames()).toEqual(['Resource 21', 'Resource 22', 'Resource 23']);
  });

  it('filters test packages by a model that has one, from the first page', async () => {
    renderAt('/developer?menuIndex=2-4&pageNum=2');
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 11' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Device model' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('R30'));
    await waitFor(() => expect(address()).toBe('?menuIndex=2-4&productId=5'));
    await waitFor(() =>
      expect(Object.fromEntries(lastCall(RESOURCE_PATHS.testPackages.path)!)).toMatchObject({
        productId: '5',
        pageNum: '1',
      }),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Resource 1', 'Resource 2', 'Resource 3']));
    // Three fit on one page: no pager.
    expect(screen.queryByRole('listitem', { name: '2' })).toBeNull();
  });

  it('shows the SDKs of the first model, and the empty text of a model without any', async () => {
    renderAt('/developer?menuIndex=2-3');
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 1' })).toBeTruthy();
    expect(lastCall(RESOURCE_PATHS.sdkModelList.path)!.get('productId')).toBe(String(S90.id));
    cleanup();
    renderAt('/developer?menuIndex=2-3&productId=5');
    expect(await screen.findByText('No SDKs for this model yet')).toBeTruthy();
  });

  it('offers "No model" for the model SDKs tied to none, only when there are some', async () => {
    const unattached = [7, 8].map((i) => ({ ...resource(i), kind: 'model' }));
    renderAt('/developer?menuIndex=2-3');
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 1' })).toBeTruthy();
    expect(lastCall(RESOURCE_PATHS.sdkUnattached.path)).toBeTruthy();
    expect(screen.queryByTitle('No model')).toBeNull();
    cleanup();
    rows[RESOURCE_PATHS.sdkUnattached.path] = () => unattached;
    renderAt('/developer?menuIndex=2-3&productId=none');
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 7' })).toBeTruthy();
    expect(cardNames()).toEqual(['Resource 7', 'Resource 8']);
    expect(screen.getByTitle('No model')).toBeTruthy();
    cleanup();
    // no model has an SDK: the ones tied to none are shown at once
    sdkModels = [];
    renderAt('/developer?menuIndex=2-3');
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 8' })).toBeTruthy();
    expect(screen.queryByText('No model has an SDK of its own yet')).toBeNull();
    cleanup();
    rows[RESOURCE_PATHS.sdkUnattached.path] = () => [];
    renderAt('/developer?menuIndex=2-3');
    expect(await screen.findByText('No model has an SDK of its own yet')).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    rows[RESOURCE_PATHS.sdkList.path] = () => [];
    renderAt('/developer?menuIndex=2-2');
    expect(await screen.findByText('No general SDKs yet')).toBeTruthy();
  });

  it('offers a retry when the list call failed, and loads again', async () => {
    failing = { path: RESOURCE_PATHS.sdkList.path, code: 'A0059', rescode: 500 };
    renderAt('/developer?menuIndex=2-2');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = null;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 3, name: 'Resource 1' })).toBeTruthy();
    expect(cardNames()).toHaveLength(10);
  });

  it('says "no permission" without the developer section', async () => {
    failing = { path: RESOURCE_PATHS.sdkList.path, code: 'A0017', rescode: 403 };
    renderAt('/developer?menuIndex=2-2');
    expect(
      await screen.findByText(
        'You do not have permission to access this resource. Please contact your administrator.',
        { selector: '.no-permission span' },
      ),
    ).toBeTruthy();
  });
});
