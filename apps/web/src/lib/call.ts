import type {
  CallAnswer,
  CallAt,
  CallInput,
  CallPath,
  KnownPath,
  Lang,
  NoInput,
} from '@seuiot/contract';
import { request, type RequestOptions } from './api-client';

type CallOptions = Pick<RequestOptions, 'mask' | 'signal'> & {
  /**
   * The answer's language as the `lang` query, for a call whose query does not describe it (a
   * POST answering texts reads it there, else from the cookie; decision 0015).
   */
  lang?: Lang;
};

/**
 * Calls a call of the contract (decision 0061) through its path (`X_PATHS.name`, or the `Call`
 * itself): the method and path are the reference's, the query, body and answer are typed from the
 * described call at that path, whose schemas the page does not load. A POST without a body sends
 * `{}`, as `api.post` does.
 */
export function call<R extends CallPath>(
  ref: KnownPath<R>,
  ...[input, options]: NoInput<CallAt<R>> extends true
    ? [input?: CallInput<CallAt<R>>, options?: CallOptions]
    : [input: CallInput<CallAt<R>>, options?: CallOptions]
): Promise<CallAnswer<CallAt<R>>> {
  const { lang, ...rest } = options ?? {};
  return request<CallAnswer<CallAt<R>>>(ref.path, {
    ...rest,
    method: ref.method,
    params: lang ? { ...input?.query, lang } : (input?.query ?? undefined),
    json: ref.method === 'POST' ? (input?.body ?? {}) : undefined,
  });
}
