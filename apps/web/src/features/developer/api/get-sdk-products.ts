import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { SdkProduct } from '../types';

/** GET /front/fsdk/sdkProduct (login, section `developer`): models with a model-specific SDK. */
export function getSdkProducts(): Promise<SdkProduct[]> {
  return call(RESOURCE_PATHS.sdkProducts, { query: {} });
}

export function sdkProductsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'sdkProducts', lang] as const,
    queryFn: getSdkProducts,
    staleTime: 10 * 60_000,
  });
}

export function useSdkProducts() {
  return useQuery(sdkProductsQueryOptions(useLang()));
}
