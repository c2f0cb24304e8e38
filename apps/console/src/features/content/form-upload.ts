import { CSRF_HEADER, CSRF_VALUE, isErrorCode } from '@seuiot/contract';
import { ApiError } from '../../lib/api';
import { apiPrefix } from '../../lib/config';

/** A multipart console call (a banner with its image): the envelope read as `api` reads it. */
export async function apiForm<T>(path: string, form: FormData): Promise<T> {
  let envelope: { rescode?: unknown; msg?: unknown; data?: unknown };
  try {
    const res = await fetch(`${apiPrefix()}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: CSRF_VALUE },
      body: form,
    });
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new ApiError('network');
  }
  if (envelope.rescode === 200) return envelope.data as T;
  throw new ApiError(isErrorCode(envelope.msg) ? envelope.msg : 'A0059', envelope.data ?? null);
}
