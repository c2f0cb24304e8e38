import { DOWNLOAD_PATHS, NOTICE_CALLS, SOLUTION_PATHS } from '@seuiot/contract';
import { num } from './format.js';
import { BROWSER_HEADERS, getJson } from './http.js';
import { SHORT_LIST } from './options.js';

/**
 * The lists the bench pages through: the notices, and the catalogue lists, a long and a short one
 * under two filters of the same list (download-centre folders, solution-case industries).
 */

const PAGE_SIZE = 10;

/**
 * The filters of the catalogue lists: names no seed uses, so each list holds exactly the rows the
 * bench generates into it.
 */
export const LIST_FILTERS = {
  downloads: {
    long: { zh: '固件归档', en: 'Firmware archive' },
    short: { zh: '安全公告', en: 'Security advisories' },
  },
  cases: {
    long: { zh: '港口码头', en: 'Ports & terminals' },
    short: { zh: '机场航空', en: 'Airports & aviation' },
  },
} as const;

export type ListKey = keyof typeof LIST_FILTERS;
export type ListSize = 'long' | 'short';

/** The folder or industry id of each list. */
export type ListFilters = Record<ListKey, Record<ListSize, number>>;

/** A catalogue list under one filter (a download folder, an industry). */
export interface CatalogueList {
  key: ListKey;
  size: ListSize;
  /** The folder or industry. */
  id: number;
  rows: number;
  lastPage: number;
  path: (id: number, page: number) => string;
  headers: Record<string, string>;
}

export const KEY_LABEL = { downloads: 'download list', cases: 'case list' } as const;

export function listLabel(key: ListKey, rows: number): string {
  return `${KEY_LABEL[key]} ${num(rows)}`;
}

interface ListAnswer {
  rescode: number;
  data?: { total: number; list: unknown[] };
}

/** The notice list, checked to answer a full first page and a non-empty last page. */
export async function openNotices(origin: string, apiPrefix: string) {
  const path = (page: number) =>
    `${apiPrefix}${NOTICE_CALLS.list.path}?pageNum=${page}&pageSize=10`;
  const first = await getJson<ListAnswer>(origin + path(1));
  if (first.rescode !== 200 || first.data?.list.length !== 10) {
    throw new Error(`notice list answered unexpectedly: ${JSON.stringify(first).slice(0, 300)}`);
  }
  const total = first.data.total;
  const lastPage = Math.ceil(total / 10);
  const last = await getJson<ListAnswer>(origin + path(lastPage));
  if (!last.data || last.data.list.length === 0)
    throw new Error(`the last page (${lastPage}) of the notice list is empty`);
  return { path, total, lastPage };
}

/**
 * The four catalogue lists, each checked to hold exactly the rows generated into it, first page
 * and last. The download centre needs a session with the download section (`cookie`); solution
 * cases are public.
 */
export async function openCatalogueLists(
  origin: string,
  apiPrefix: string,
  filters: ListFilters,
  cookie: string,
  longRows: number,
): Promise<CatalogueList[]> {
  const paths = {
    downloads: (id: number, page: number) =>
      `${apiPrefix}${DOWNLOAD_PATHS.downloadCenter.path}?classificationId=${id}&pageNum=${page}&pageSize=${PAGE_SIZE}`,
    cases: (id: number, page: number) =>
      `${apiPrefix}${SOLUTION_PATHS.caseList.path}?industryId=${id}&pageNum=${page}&pageSize=${PAGE_SIZE}`,
  };
  const listHeaders = { downloads: { ...BROWSER_HEADERS, cookie }, cases: BROWSER_HEADERS };
  const lists: CatalogueList[] = [];
  for (const key of ['downloads', 'cases'] as const) {
    for (const size of ['long', 'short'] as const) {
      const id = filters[key][size];
      const rows = size === 'long' ? longRows : SHORT_LIST;
      const pages = Math.ceil(rows / PAGE_SIZE);
      const headers = listHeaders[key];
      for (const page of [1, pages]) {
        const res = await getJson<ListAnswer>(origin + paths[key](id, page), headers);
        if (res.rescode !== 200 || res.data?.total !== rows || res.data.list.length === 0) {
          throw new Error(
            `${key} list ${id}, page ${page}: expected ${rows} rows in all, got ${JSON.stringify(res).slice(0, 300)}`,
          );
        }
      }
      lists.push({ key, size, id, rows, lastPage: pages, path: paths[key], headers });
    }
  }
  return lists;
}
