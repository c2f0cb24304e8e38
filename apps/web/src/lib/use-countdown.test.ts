import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down to 0, then calls onDone once', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(onDone));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(30));
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current.remaining).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('restarts with the new length and can be stopped', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => result.current.start(12));
    expect(result.current.remaining).toBe(12);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.remaining).toBe(10);
    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.remaining).toBe(0);
  });

  it('ends on time even when the timer fires late (throttled tab)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    // One late tick after 4.2 s: the display jumps to what is left, not 4.
    act(() => {
      vi.setSystemTime(Date.now() + 4_200);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(1);
  });

  it('stops its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
