import { useSyncExternalStore } from 'react';
import { LIMITS } from '@seuiot/contract';

/**
 * The global loading mask (spec 7): each request opens it, and it closes when the request
 * settles or after at most 500 ms, whichever comes first.
 */
let open = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the mask for one request; call the returned function when the request settles. */
export function beginLoading(): () => void {
  let done = false;
  open += 1;
  if (open === 1) emit();
  const close = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    open -= 1;
    if (open === 0) emit();
  };
  const timer = setTimeout(close, LIMITS.loadingMaskMaxMs);
  return close;
}

export function isLoading(): boolean {
  return open > 0;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(subscribeLoading, isLoading, () => false);
}
