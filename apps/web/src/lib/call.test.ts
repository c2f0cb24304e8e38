import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FAVOURITE_CALLS, FAVOURITE_PATHS, type Favourite } from '@seuiot/contract';
import { call } from './call';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, method: init.method, body: init.body };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Decision 0061: a described call is sent with its own method and path, typed by its schemas. */
describe('call', () => {
  it('sends a GET with the query and answers the data', async () => {
    const page = { list: [], total: 0, pageNum: 2, pageSize: 5, pages: 0 };
    fetchMock.mockResolvedValueOnce(ok(page));
    const answer = await call(FAVOURITE_PATHS.list, { query: { pageNum: 2, pageSize: 5 } });
    expect(answer).toEqual(page);
    expect(sent()).toEqual({
      url: '/api/front/favorites/list?pageNum=2&pageSize=5',
      method: 'GET',
      body: undefined,
    });
  });

  it('sends a POST with the body as JSON', async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    await call(FAVOURITE_CALLS.rename, { body: { id: 3, label: 'Mine' } });
    expect(sent()).toEqual({
      url: '/api/front/favorites/rename',
      method: 'POST',
      body: JSON.stringify({ id: 3, label: 'Mine' }),
    });
  });

  it('sends the answer language as the lang query of a POST whose query is not described', async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    await call(FAVOURITE_PATHS.rename, { body: { id: 3, label: 'Mine' } }, { lang: 'en' });
    expect(sent()).toEqual({
      url: '/api/front/favorites/rename?lang=en',
      method: 'POST',
      body: JSON.stringify({ id: 3, label: 'Mine' }),
    });
  });

  it('types a path by the call described at it, and refuses a path no call is at', () => {
    const list = () => call(FAVOURITE_PATHS.list, { query: { pageNum: 1 } });
    expectTypeOf<Awaited<ReturnType<typeof list>>['list']>().toEqualTypeOf<Favourite[]>();
    // The Call itself is a path too: the same types.
    const same = () => call(FAVOURITE_CALLS.list, { query: { pageNum: 1 } });
    expectTypeOf(same).toEqualTypeOf(list);
    // @ts-expect-error the body's label must be a string
    void (() => call(FAVOURITE_PATHS.rename, { body: { id: 1, label: 2 } }));
    // @ts-expect-error the rename needs a body
    void (() => call(FAVOURITE_PATHS.rename));
    // @ts-expect-error no call is described at this path
    void (() => call({ method: 'GET', path: '/front/favorites/nowhere' } as const));
  });
});
