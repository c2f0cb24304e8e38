import { useSyncExternalStore } from 'react';
import { LIMITS } from '@seuiot/contract';

function subscribe(query: string) {
  return (listener: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the mobile breakpoint of spec 9 (600 px). */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
