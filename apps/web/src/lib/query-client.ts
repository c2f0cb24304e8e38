import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyError } from './error-toast';

/**
 * Query `meta.errorToast: false` (or a mutation's) keeps a failure off the toast, for screens
 * that show it themselves (a missing notice) or background calls; a function decides per error.
 */
export interface ErrorMeta extends Record<string, unknown> {
  errorToast?: boolean | ((error: unknown) => boolean);
  /** false: the server's page rendering (entry-server.tsx) leaves this query to the browser. */
  ssr?: boolean;
}

export function shouldToast(meta: ErrorMeta | undefined, error: unknown): boolean {
  const rule = meta?.errorToast;
  if (rule === undefined) return true;
  return typeof rule === 'function' ? rule(error) : rule;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldToast(query.meta, error)) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldToast(mutation.meta, error)) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, TanStack Query would pause the call and keep showing the previous page (a
        // search's placeholder) as if it were the answer; we always ask, and a failure without an
        // envelope is shown as "network request failed" with a retry (decision 0048).
        networkMode: 'always',
        // Business answers are final, and a lost connection is shown at once (the user retries):
        // only the server saying it is unavailable for the moment (B0014, decision 0038) is
        // worth one more try.
        retry: (failureCount, error) =>
          isApiError(error) && error.code === 'B0014' && failureCount < 1,
        retryDelay: 2_000,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
