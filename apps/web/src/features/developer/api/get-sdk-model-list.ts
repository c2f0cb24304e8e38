import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { Sdk } from '../types';

/** GET /front/fsdk/sdkmodellist?productId= (login, section `developer`): SDKs of one model. */
export function getSdkModelList(productId: number): Promise<Sdk[]> {
  return api.get<Sdk[]>(CATALOGUE_ROUTES.sdkModelList, { productId });
}

export function sdkModelListQueryOptions(productId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'modelSdks', lang, productId] as const,
    queryFn: () => getSdkModelList(productId),
  });
}

export function useSdkModelList(productId: number | null) {
  return useQuery({
    ...sdkModelListQueryOptions(productId ?? 0, useLang()),
    enabled: productId !== null,
  });
}
