import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown (spec 4: the verification-code button waits 30 s after a send; the
 * registration dialog counts 5 s). Counted from an end time, so a throttled background tab still
 * ends on time. `start` restarts it; 0 means idle.
 */
export function useCountdown(onDone?: () => void): {
  remaining: number;
  start: (seconds: number) => void;
  stop: () => void;
} {
  const [remaining, setRemaining] = useState(0);
  const end = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const clear = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const tick = useCallback(() => {
    const left = Math.max(0, Math.ceil((end.current - Date.now()) / 1000));
    setRemaining(left);
    if (left === 0) {
      clear();
      done.current?.();
    }
  }, [clear]);

  const start = useCallback(
    (seconds: number) => {
      clear();
      const whole = Math.max(0, Math.ceil(seconds));
      end.current = Date.now() + whole * 1000;
      setRemaining(whole);
      if (whole === 0) {
        done.current?.();
        return;
      }
      // A quarter-second tick keeps the display within the second it names.
      timer.current = setInterval(tick, 250);
    },
    [clear, tick],
  );

  const stop = useCallback(() => {
    clear();
    setRemaining(0);
  }, [clear]);

  useEffect(() => clear, [clear]);

  return { remaining, start, stop };
}
