import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSubmitLock } from './use-submit-lock';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSubmitLock', () => {
  it('runs one submit for two clicks and stays locked after a success it holds', async () => {
    const { result } = renderHook(() => useSubmitLock());
    const answer = deferred();
    const task = vi.fn(() => answer.promise);
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(task, { hold: true });
      void result.current.run(task, { hold: true });
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.locked).toBe(true);
    await act(async () => {
      answer.resolve();
      await first;
    });
    expect(result.current.locked).toBe(true);
    await act(() => result.current.run(task));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('unlocks after a failure, a refused validation or an unheld success', async () => {
    const { result } = renderHook(() => useSubmitLock());
    await act(() => result.current.run(() => Promise.reject(new Error('A0008'))));
    expect(result.current.locked).toBe(false);
    await act(() => result.current.run(() => Promise.resolve(false), { hold: true }));
    expect(result.current.locked).toBe(false);
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.locked).toBe(false);
  });
});
