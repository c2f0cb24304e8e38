import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { continueToPartner } from './sso';
import { ACCOUNT_PATHS } from '@seuiot/contract';

const envelope = (data: unknown, rescode = 200, msg = 'ok') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

describe('continueToPartner', () => {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const request = { apiKey: 'partner-1', redirectUrl: 'https://partner.example/cb' };

  it('asks the server for the address with the pair of the query and goes there', async () => {
    fetchMock.mockResolvedValue(
      envelope({ url: 'https://partner.example/cb?apiKey=partner-1&ticket=abc' }),
    );
    const go = vi.fn();
    const fallback = vi.fn();
    await continueToPartner(request, fallback, go);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api${ACCOUNT_PATHS.ssoAuthorize.path}`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(request);
    expect(go).toHaveBeenCalledWith('https://partner.example/cb?apiKey=partner-1&ticket=abc');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back when the server refuses the partner', async () => {
    fetchMock.mockResolvedValue(envelope(null, 400, 'A0070'));
    const go = vi.fn();
    const fallback = vi.fn();
    await continueToPartner(request, fallback, go);
    expect(go).not.toHaveBeenCalled();
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('never follows an answer that is not an http(s) address', async () => {
    fetchMock.mockResolvedValue(envelope({ url: 'javascript:alert(1)' }));
    const go = vi.fn();
    const fallback = vi.fn();
    await continueToPartner(request, fallback, go);
    expect(go).not.toHaveBeenCalled();
    expect(fallback).toHaveBeenCalledOnce();
  });
});
