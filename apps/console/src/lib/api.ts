import { CSRF_HEADER, CSRF_VALUE, isErrorCode, type ErrorCode } from '@seuiot/contract';
import { apiPrefix } from './config';

/** A failed console call: the catalogue code (translated by the screens, never shown raw). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    readonly data: unknown = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Codes after which the console shows its sign-in page again. */
export const SIGNED_OUT_CODES: readonly string[] = ['A0001', 'A0004'];

/**
 * Calls the console API: the envelope is read whatever the HTTP status; only an answer without
 * one is a network failure. Every call carries the CSRF header.
 */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  let res: Response;
  try {
    res = await fetchImpl(`${apiPrefix()}${path}`, {
      method,
      credentials: 'same-origin',
      // A FormData body (attachments) goes as multipart; the browser sets its boundary.
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
      },
      ...(body === undefined
        ? {}
        : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('network');
  }
  let envelope: { rescode?: unknown; msg?: unknown; data?: unknown };
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new ApiError('network');
  }
  if (envelope.rescode === 200) return envelope.data as T;
  throw new ApiError(isErrorCode(envelope.msg) ? envelope.msg : 'A0059', envelope.data ?? null);
}

/** A query string of the defined values. */
export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
