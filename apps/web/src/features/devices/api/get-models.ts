import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang, type Product } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

/** GET /product/queryProductJson (public): every model with its specification rows. */
export function getModels(): Promise<Product[]> {
  return api.get<Product[]>(CATALOGUE_ROUTES.productJson);
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
