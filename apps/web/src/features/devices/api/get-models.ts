import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVICE_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /product/queryProductJson (public): every model with its specification rows. */
export function getModels() {
  return call(DEVICE_PATHS.productSpecs, { query: {} });
}

export function modelsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['devices', 'models', lang] as const,
    queryFn: getModels,
    staleTime: 5 * 60_000,
  });
}

export function useModels() {
  return useQuery(modelsQueryOptions(useLang()));
}
