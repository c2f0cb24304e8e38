import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type ProductRef } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/**
 * GET /front/test/productList (login, section `developer`): models that have a test package, the
 * choices of the test packages' model filter (the list itself is paged, so it cannot tell).
 */
export function getTestProducts(): Promise<ProductRef[]> {
  return call(RESOURCE_PATHS.testProducts, { query: {} });
}

export function testProductsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'testProducts', lang] as const,
    queryFn: getTestProducts,
    staleTime: 10 * 60_000,
  });
}

export function useTestProducts() {
  return useQuery(testProductsQueryOptions(useLang()));
}
