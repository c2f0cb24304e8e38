import {
  FILE_PATHS,
  APP_PATHS,
  API_PREFIX,
  CSRF_HEADER,
  CSRF_VALUE,
  OK_RESCODE,
  SESSION_CODES,
  SILENT_RESCODE,
  TOKEN_HEADER,
  type Envelope,
} from '@seuiot/contract';
import { ApiError } from './api-error';
import { beginLoading } from './loading';
import { clearSession } from './session';
import { getShareToken } from './share-token';

/**
 * The one way the web app talks to the server (spec 7/8, ARCHITECTURE "Errors"). It resolves with
 * `data` of a rescode-200 envelope and rejects with an ApiError otherwise; turning that error into
 * a toast is the job of error-toast.ts, called once from the query client.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as the query string. */
  params?: QueryParams | object;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (login). */
  form?: QueryParams | object;
  /** Sent as multipart/form-data (uploads); the browser sets the boundary. */
  multipart?: FormData;
  /** Show the global loading mask (default true); background polls turn it off. */
  mask?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls whose body is a file: no envelope on success. A failure still answers the envelope with an
 * HTTP error status, so it reaches the user as every other error does.
 */
const RAW_PATHS: readonly string[] = [
  FILE_PATHS.download.path,
  FILE_PATHS.ossDownload.path,
  APP_PATHS.marketDownload.path,
];

let apiBase: string = API_PREFIX;

/**
 * How a call reaches the server: the browser's fetch, or, while the server renders a page
 * (entry-server.tsx, decision 0014), the server's own routes called in process.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport | null = null;

/** Sets (or, with null, removes) the transport of the server's page rendering. */
export function setApiTransport(value: ApiTransport | null): void {
  transport = value;
}

/** The API prefix; `/api` on the same origin unless configured otherwise. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

function toSearchParams(values: object | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!values) return search;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  return search;
}

export function buildUrl(path: string, params?: object): string {
  const query = toSearchParams(params).toString();
  return `${apiBase}${path}${query ? `?${query}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { rescode?: unknown }).rescode === 'number' &&
    'msg' in value
  );
}

/** Reads the envelope whatever the HTTP status and applies the rules of spec 8. */
export function settleEnvelope<T>(body: unknown, status: number | null): T {
  if (!isEnvelope(body)) throw new ApiError('network', '', null, null, status);
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.rescode === OK_RESCODE) return body.data as T;
  if ((SESSION_CODES as readonly string[]).includes(msg)) {
    clearSession();
    throw new ApiError('session', msg, body.rescode, body.data, status);
  }
  if (body.rescode === SILENT_RESCODE) {
    throw new ApiError('silent', msg, body.rescode, body.data, status);
  }
  throw new ApiError('business', msg, body.rescode, body.data, status);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method =
    options.method ??
    (options.json !== undefined || options.form || options.multipart ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CSRF_HEADER]: CSRF_VALUE,
  };
  const token = getShareToken();
  if (token) headers[TOKEN_HEADER] = token;

  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = toSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  const close = options.mask === false ? () => undefined : beginLoading();
  let response: Response;
  try {
    response = await (transport ?? fetch)(buildUrl(path, options.params), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    close();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', '', null, null, null);
  }

  try {
    if (RAW_PATHS.some((raw) => path.includes(raw)) && response.ok) {
      return response as unknown as T;
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return settleEnvelope<T>(parsed, response.status);
  } finally {
    close();
  }
}

export const api = {
  get<T>(path: string, params?: object, options: Omit<RequestOptions, 'params'> = {}) {
    return request<T>(path, { ...options, method: 'GET', params });
  },
  post<T>(path: string, json?: unknown, options: Omit<RequestOptions, 'json'> = {}) {
    return request<T>(path, { ...options, method: 'POST', json: json ?? {} });
  },
  postForm<T>(path: string, form: object, options: Omit<RequestOptions, 'form'> = {}) {
    return request<T>(path, { ...options, method: 'POST', form });
  },
  postMultipart<T>(
    path: string,
    multipart: FormData,
    options: Omit<RequestOptions, 'multipart'> = {},
  ) {
    return request<T>(path, { ...options, method: 'POST', multipart });
  },
};
