import type { Call, CallAnswer, CallInput, NoInput } from '@seuiot/contract';
import { api, query } from './api';

/**
 * Calls a call of the contract (decision 0061): method, path and answer type come from its
 * description, the query and body are typed by its schemas. A POST without a body sends `{}`.
 */
export function call<C extends Call>(
  c: C,
  ...[input]: NoInput<C> extends true ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<CallAnswer<C>> {
  const search = input?.query
    ? query(input.query as Record<string, string | number | undefined>)
    : '';
  return api<CallAnswer<C>>(
    c.method,
    c.path + search,
    c.method === 'POST' ? (input?.body ?? {}) : undefined,
  );
}
