import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LIMITS } from '@seuiot/contract';
import type { LazyNamespace } from '../locales';
import { loadNamespaces } from './i18n';

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

/**
 * A page loader that also loads the lazy locale namespaces the page reads, so the page renders
 * with its texts: `lazyPage(withNamespaces(['center'], () => import('./center-page')))`.
 */
export function withNamespaces<M>(
  namespaces: readonly LazyNamespace[],
  load: () => Promise<M>,
): () => Promise<M> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}
