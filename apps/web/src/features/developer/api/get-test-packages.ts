import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ModelResourceQuery, TestPackage } from '../types';
import { keepPageOf } from './keep-page';

/**
 * GET /front/test/selectList?productId&pageNum&pageSize (login, section `developer`): a page of
 * the test packages, of one model or all, newest first.
 */
export function getTestPackages(query: ModelResourceQuery): Promise<Page<TestPackage>> {
  return call(RESOURCE_PATHS.testPackages, {
    query: {
      productId: query.productId,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    },
  });
}

export function testPackagesQueryOptions(query: ModelResourceQuery, lang: Lang) {
  const list = ['developer', 'testPackages', lang, query.productId, query.pageSize] as const;
  return queryOptions({
    queryKey: [...list, query.pageNum] as const,
    queryFn: () => getTestPackages(query),
    placeholderData: keepPageOf(list),
  });
}

export function useTestPackages(query: ModelResourceQuery) {
  return useQuery(testPackagesQueryOptions(query, useLang()));
}
