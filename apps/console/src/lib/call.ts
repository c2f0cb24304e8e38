import type { CallAnswer, CallAt, CallInput, CallPath, KnownPath, NoInput } from '@seuiot/contract';
import { api, query } from './api';

/**
 * Calls a call of the contract (decision 0061) through its path (`X_PATHS.name`, or the `Call`
 * itself): method and path are the reference's, the query, body and answer are typed from the
 * described call at that path. A POST without a body sends `{}`.
 */
export function call<R extends CallPath>(
  ref: KnownPath<R>,
  ...[input]: NoInput<CallAt<R>> extends true
    ? [input?: CallInput<CallAt<R>>]
    : [input: CallInput<CallAt<R>>]
): Promise<CallAnswer<CallAt<R>>> {
  const search = input?.query
    ? query(input.query as Record<string, string | number | undefined>)
    : '';
  return api<CallAnswer<CallAt<R>>>(
    ref.method,
    ref.path + search,
    ref.method === 'POST' ? (input?.body ?? {}) : undefined,
  );
}
