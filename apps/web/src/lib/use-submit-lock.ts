import { useCallback, useRef, useState } from 'react';

export interface SubmitLock {
  /** True from the submit until the outcome (and, with `hold`, after a success). */
  locked: boolean;
  /**
   * Runs a submit unless one is under way: a double click reaches a form's submit twice (its
   * validation is asynchronous), and a mutation's `isPending` is false both then and between its
   * success and the navigation or dialog that follows. A failure, or a task answering `false`
   * (nothing was sent: the form is invalid), releases the lock; a success keeps it when `hold` is
   * true (the page is about to move on), else releases it.
   */
  run: (task: () => Promise<unknown>, options?: { hold?: boolean }) => Promise<void>;
  release: () => void;
}

/** One submit at a time, disabled until its outcome (issue 26, decision 0048). */
export function useSubmitLock(): SubmitLock {
  const active = useRef(false);
  const [locked, setLocked] = useState(false);
  const release = useCallback(() => {
    active.current = false;
    setLocked(false);
  }, []);
  const run = useCallback(
    async (task: () => Promise<unknown>, options?: { hold?: boolean }) => {
      if (active.current) return;
      active.current = true;
      setLocked(true);
      try {
        const outcome = await task();
        if (outcome === false || !options?.hold) release();
      } catch {
        // The query client's mutation cache has already shown why.
        release();
      }
    },
    [release],
  );
  return { locked, run, release };
}
