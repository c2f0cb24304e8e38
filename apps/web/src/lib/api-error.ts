/**
 * How a call failed (spec 8):
 * - `session`: A0001/A0004; the user and menus were cleared, nothing is shown.
 * - `silent`: rescode 300; nothing is shown.
 * - `business`: any other envelope failure; `code` is the envelope msg (a catalogue code or text).
 * - `network`: no envelope at all (network failure, an HTML answer, a proxy error page).
 */
export type ApiErrorKind = 'session' | 'silent' | 'business' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** The envelope msg: a catalogue code such as A0050, or a server text; '' for network. */
    readonly code: string,
    readonly rescode: number | null,
    readonly data: unknown,
    readonly status: number | null,
  ) {
    super(code || kind);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A0078: what the call names is missing or not visible (a detail page says "not found" itself). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === 'A0078';
}
