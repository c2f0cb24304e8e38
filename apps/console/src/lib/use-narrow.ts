import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): a phone, where the menu is a drawer (decision 0053). */
export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void) {
  if (!window.matchMedia) return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * True on a narrow screen. Read from matchMedia at the first render (not after an effect, as
 * antd's Grid.useBreakpoint does), so a phone never draws the side menu for a frame.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
