import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { beginLoading, isLoading } from './loading';

describe('loading mask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('closes when the request settles', () => {
    const close = beginLoading();
    expect(isLoading()).toBe(true);
    close();
    expect(isLoading()).toBe(false);
    close();
    expect(isLoading()).toBe(false);
  });

  it('closes after at most 500 ms even while the request is pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void api.get('/slow');
    expect(isLoading()).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(isLoading()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isLoading()).toBe(false);
  });

  it('stays off for background calls', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void api.get('/poll', undefined, { mask: false });
    expect(isLoading()).toBe(false);
  });
});
