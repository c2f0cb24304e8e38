import type { APIRequestContext } from 'playwright-core';

/** The answer envelope of every JSON call. */
export interface Envelope<T> {
  rescode: number;
  msg: string;
  data: T;
}

export interface NoticeSummary {
  id: number;
  title: string;
  summary: string;
  createTime: string;
  publishTime: string;
}

export interface NoticeDetail extends NoticeSummary {
  content: string;
  prevId: number | null;
  nextId: number | null;
}

export interface NoticePage {
  list: NoticeSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'rescode' in value && 'msg' in value;
}

/** A GET from the test process itself (no browser), for the facts a journey checks against. */
export async function apiGet<T>(
  origin: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<Envelope<T>> {
  const url = new URL(`/api${path}`, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  const body: unknown = await res.json();
  if (!isEnvelope(body))
    throw new Error(`GET ${url.href} answered no envelope: ${JSON.stringify(body)}`);
  return body as Envelope<T>;
}

/** Like apiGet, but succeeds only on rescode 200 and returns data. */
export async function apiData<T>(
  origin: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const body = await apiGet<T>(origin, path, params);
  if (body.rescode !== 200) throw new Error(`GET /api${path} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A GET through a browser context: it carries that context's cookies (the session). */
export async function browserGet<T>(
  request: APIRequestContext,
  path: string,
): Promise<Envelope<T>> {
  const res = await request.get(`/api${path}`, { headers: { accept: 'application/json' } });
  const body: unknown = await res.json();
  if (!isEnvelope(body))
    throw new Error(`GET /api${path} answered no envelope: ${JSON.stringify(body)}`);
  return body as Envelope<T>;
}
