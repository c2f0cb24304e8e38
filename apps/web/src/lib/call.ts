import type { Call, CallAnswer, CallInput, NoInput } from '@seuiot/contract';
import { request, type RequestOptions } from './api-client';

type CallOptions = Pick<RequestOptions, 'mask' | 'signal'>;

/**
 * Calls a call of the contract (decision 0061): the method, the path and the answer's type come
 * from its description, the query and body are typed by its schemas. A POST without a body sends
 * `{}`, as `api.post` does.
 */
export function call<C extends Call>(
  c: C,
  ...[input, options]: NoInput<C> extends true
    ? [input?: CallInput<C>, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions]
): Promise<CallAnswer<C>> {
  return request<CallAnswer<C>>(c.path, {
    ...options,
    method: c.method,
    params: input?.query ?? undefined,
    json: c.method === 'POST' ? (input?.body ?? {}) : undefined,
  });
}
