import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appSummarySchema,
  downloadFileSchema,
  envelopeSchema,
  NOTICE_CALLS,
  noticeSummarySchema,
  pageSchema,
  solutionCaseSummarySchema,
  DOWNLOAD_PATHS,
  MARKET_PATHS,
  SOLUTION_PATHS,
} from '@seuiot/contract';
import { createTestApp, get, loginCookies, type TestApp } from '../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  // The production serializer: no schema check per answer, cached list pages' text reused.
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await t.close();
});

const lists: [string, z.ZodType][] = [
  [`/api${SOLUTION_PATHS.caseList.path}?pageSize=5`, solutionCaseSummarySchema],
  [`/api${MARKET_PATHS.appList.path}?pageSize=5`, appSummarySchema],
  [`/api${NOTICE_CALLS.list.path}?pageSize=5`, noticeSummarySchema],
];

describe('answers in production', () => {
  it('cached list pages answer the same text each time, exactly what the contract allows', async () => {
    for (const [url, row] of lists) {
      const first = await get(t, url);
      expect(first.statusCode, url).toBe(200);
      // Served from the page cache: the text is the one kept.
      const again = await get(t, url);
      expect(again.body, url).toBe(first.body);
      // Nothing beyond the contract: the schema (which drops unknown keys) keeps every field.
      const parsed = JSON.parse(first.body) as unknown;
      expect(envelopeSchema(pageSchema(row)).parse(parsed), url).toEqual(parsed);
      expect((parsed as { data: { list: unknown[] } }).data.list.length, url).toBeGreaterThan(0);
    }
  });

  it('the download centre page, behind login, too', async () => {
    const cookies = await loginCookies(t);
    const url = `/api${DOWNLOAD_PATHS.downloadCenter.path}?pageSize=5`;
    const first = await get(t, url, cookies);
    const again = await get(t, url, cookies);
    expect(again.body).toBe(first.body);
    const parsed = JSON.parse(first.body) as unknown;
    expect(envelopeSchema(pageSchema(downloadFileSchema)).parse(parsed)).toEqual(parsed);
  });
});
