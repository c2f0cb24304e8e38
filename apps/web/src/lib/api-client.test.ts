import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, FILE_PATHS, LOGIN_COOKIE, NOTICE_CALLS } from '@seuiot/contract';
import { api, request } from './api-client';
import { ApiError } from './api-error';
import { getSession, reloadSession, setLoginUser, setMenus } from './session';
import { clearShareToken, setShareToken } from './share-token';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200, contentType = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

const USER = { userId: 1, username: 'demo', truename: 'Demo', headimg: '', lang: 'en' as const };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearShareToken();
  reloadSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api-client', () => {
  it('resolves with data on rescode 200 and sends the CSRF header with credentials', async () => {
    fetchMock.mockResolvedValue(answer({ rescode: 200, msg: 'ok', data: { a: 1 } }));
    await expect(api.get(NOTICE_CALLS.latest.path, { size: 5 })).resolves.toEqual({ a: 1 });
    const { url, init, headers } = lastCall();
    expect(url).toBe(`/api${NOTICE_CALLS.latest.path}?size=5`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-share-token']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('drops empty query values from GET', async () => {
    fetchMock.mockResolvedValue(answer({ rescode: 200, msg: '', data: null }));
    await api.get('/x', { pageNum: 1, title: undefined, other: null, q: 'a b' });
    expect(lastCall().url).toBe('/api/x?pageNum=1&q=a+b');
  });

  it('sends JSON for POST and form encoding for login', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer({ rescode: 200, msg: '', data: null })),
    );
    await api.post(AUTH_PATHS.setLang.path, { lang: 'en' });
    expect(lastCall().headers['Content-Type']).toBe('application/json');
    expect(lastCall().init.body).toBe('{"lang":"en"}');

    await api.postForm(AUTH_PATHS.login.path, { username: 'demo', password: 'ab_c/d==' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(init.body as string).get('password')).toBe('ab_c/d==');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends the share token once one is set', async () => {
    fetchMock.mockResolvedValue(answer({ rescode: 200, msg: '', data: null }));
    setShareToken('tok-123');
    await api.get('/front/x');
    expect(lastCall().headers['x-share-token']).toBe('tok-123');
  });

  it('reads the envelope whatever the HTTP status', async () => {
    fetchMock.mockResolvedValue(answer({ rescode: 500, msg: 'A0049', data: null }, 400));
    const error = await failure(api.get('/x'));
    expect(error.kind).toBe('business');
    expect(error.code).toBe('A0049');
    expect(error.status).toBe(400);
  });

  it('clears user and menus silently on A0001 and A0004', async () => {
    for (const code of ['A0001', 'A0004']) {
      setLoginUser(USER);
      setMenus([{ id: 1, title: 'm', href: '/', children: [] }]);
      document.cookie = `${LOGIN_COOKIE}=demo; path=/`;
      fetchMock.mockResolvedValue(answer({ rescode: 500, msg: code, data: null }, 401));
      const error = await failure(api.get('/user/get_login_user'));
      expect(error.kind).toBe('session');
      expect(getSession()).toEqual({ user: null, menus: [] });
      expect(localStorage.length).toBe(0);
    }
  });

  it('marks rescode 300 as silent', async () => {
    fetchMock.mockResolvedValue(answer({ rescode: 300, msg: 'whatever', data: null }));
    expect((await failure(api.get('/x'))).kind).toBe('silent');
  });

  it('keeps the data of a failure (B codes list the fields)', async () => {
    fetchMock.mockResolvedValue(
      answer({ rescode: 500, msg: 'B0001', data: ['username', 'password'] }, 400),
    );
    const error = await failure(api.postForm(AUTH_PATHS.login.path, {}));
    expect(error).toMatchObject({
      kind: 'business',
      code: 'B0001',
      data: ['username', 'password'],
    });
  });

  it('treats an answer without an envelope as a network failure', async () => {
    fetchMock.mockResolvedValue(answer('<html>bad gateway</html>', 502, 'text/html'));
    expect((await failure(api.get('/x'))).kind).toBe('network');
    fetchMock.mockResolvedValue(answer({ hello: 'world' }));
    expect((await failure(api.get('/x'))).kind).toBe('network');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(api.get('/x'))).kind).toBe('network');
  });

  it('returns the raw answer of file downloads', async () => {
    const body = new Response('PK\u0003\u0004binary', { status: 200 });
    fetchMock.mockResolvedValue(body);
    const result = await request<Response>(FILE_PATHS.download.path, {
      params: { fileId: 3, fileType: 1 },
    });
    expect(result).toBe(body);
    expect(await result.text()).toContain('binary');
  });

  it('reads the envelope of a failed file download as a business error', async () => {
    fetchMock.mockResolvedValue(answer({ rescode: 500, msg: 'A0017', data: null }, 403));
    const error = await failure(
      request<Response>(FILE_PATHS.download.path, { params: { fileId: 3 } }),
    );
    expect(error.kind).toBe('business');
    expect(error.code).toBe('A0017');
  });
});
