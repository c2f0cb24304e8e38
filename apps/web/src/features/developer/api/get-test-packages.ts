import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { TestPackage } from '../types';

/** GET /front/test/selectList?productId= (login, section `developer`): test packages. */
export function getTestPackages(productId: number | null): Promise<TestPackage[]> {
  return api.get<TestPackage[]>(CATALOGUE_ROUTES.testPackages, {
    productId: productId ?? undefined,
  });
}

export function testPackagesQueryOptions(productId: number | null, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'testPackages', lang, productId] as const,
    queryFn: () => getTestPackages(productId),
  });
}

export function useTestPackages(productId: number | null) {
  return useQuery(testPackagesQueryOptions(productId, useLang()));
}
