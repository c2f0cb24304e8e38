import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LIMITS } from '@seuiot/contract';

/**
 * React.lazy with the page chunk time-out of spec 9 (120 s): a chunk that never arrives fails
 * into the route error screen instead of spinning forever.
 */
export function lazyPage<T extends ComponentType<object>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): LazyExoticComponent<T> {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('chunk load timeout')), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
