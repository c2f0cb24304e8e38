import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAreaOptions } from './area-cascader';

const AREAS: Record<string, { code: string; name: string; leaf: boolean }[]> = {
  '': [
    { code: '11', name: '北京市', leaf: false },
    { code: '32', name: '江苏省', leaf: false },
  ],
  '32': [{ code: '3201', name: '南京市', leaf: false }],
  '3201': [{ code: '320102', name: '玄武区', leaf: true }],
};

const fetchMock = vi.fn((url: string) => {
  const parent = new URL(url, 'http://x').searchParams.get('parentCode') ?? '';
  return Promise.resolve(
    new Response(JSON.stringify({ rescode: 200, msg: 'ok', data: AREAS[parent] ?? [] }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const calledParents = () =>
  fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('parentCode'));

describe('useAreaOptions (cascader loading)', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the provinces first and nothing else', async () => {
    const { result } = renderHook(() => useAreaOptions(), { wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(2));
    expect(result.current.options[1]).toEqual({ value: '32', label: '江苏省', isLeaf: false });
    expect(calledParents()).toEqual(['']);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/api\/dataDictionary\/getAreaElement\?/);
  });

  it('loads the children of a node when it is opened, level by level', async () => {
    const { result } = renderHook(() => useAreaOptions(), { wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(2));
    const province = result.current.options[1]!;
    await act(() => result.current.loadData([province]));
    const city = result.current.options[1]!.children![0]!;
    expect(city).toMatchObject({ value: '3201', label: '南京市', isLeaf: false });
    await act(() => result.current.loadData([result.current.options[1]!, city]));
    expect(result.current.options[1]!.children![0]!.children).toEqual([
      { value: '320102', label: '玄武区', isLeaf: true },
    ]);
    expect(calledParents()).toEqual(['', '32', '3201']);

    // Opened again: answered from the cache.
    await act(() => result.current.loadData([result.current.options[1]!]));
    expect(calledParents()).toHaveLength(3);
  });
});
