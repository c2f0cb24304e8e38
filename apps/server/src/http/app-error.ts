import { ERROR_HTTP_STATUS, type ErrorCode } from '@seuiot/contract';

/** A failure of the catalogue: becomes `{rescode, msg: code, data}` with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: unknown;
  readonly status: number;

  constructor(code: ErrorCode, data: unknown = null) {
    super(code);
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
