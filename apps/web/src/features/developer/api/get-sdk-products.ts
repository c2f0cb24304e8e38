import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { SdkProduct } from '../types';

/** GET /front/fsdk/sdkProduct (login, section `developer`): models with a model-specific SDK. */
export function getSdkProducts(): Promise<SdkProduct[]> {
  return api.get<SdkProduct[]>(CATALOGUE_ROUTES.sdkProducts);
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
