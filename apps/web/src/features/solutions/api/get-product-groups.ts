import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVICE_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ProductGroup } from '../types';

/** GET /front/classify/productListByFirst (public): every model, by first-level classification. */
export function getProductGroups(): Promise<ProductGroup[]> {
  return call(DEVICE_PATHS.productGroups, { query: {} });
}

export function productGroupsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['solutions', 'productGroups', lang] as const,
    queryFn: getProductGroups,
    staleTime: 5 * 60_000,
  });
}

export function useProductGroups() {
  return useQuery(productGroupsQueryOptions(useLang()));
}
