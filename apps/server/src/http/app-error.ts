import { ERROR_HTTP_STATUS, type ErrorCode } from '@seuiot/contract';

/** A failure of the catalogue: becomes `{rescode, msg: code, data}` with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: unknown;
  readonly status: number;

  /** `cause` is logged (never answered), e.g. the SMTP failure behind A0063. */
  constructor(code: ErrorCode, data: unknown = null, cause?: unknown) {
    super(code, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.data = data;
    this.status = ERROR_HTTP_STATUS[code];
  }
}

/** The success envelope. */
export function ok<T>(data: T): { rescode: 200; msg: string; data: T } {
  return { rescode: 200, msg: 'success', data };
}
