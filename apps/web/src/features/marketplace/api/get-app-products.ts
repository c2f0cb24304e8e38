import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_PATHS, type Lang, type Product } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /front/apps/productList (public): the models of the adaptation query. */
export function getAppProducts(): Promise<Product[]> {
  return call(MARKET_PATHS.appProducts, { query: {} });
}

export function appProductsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['marketplace', 'products', lang] as const,
    queryFn: getAppProducts,
    staleTime: 5 * 60_000,
  });
}

export function useAppProducts() {
  return useQuery(appProductsQueryOptions(useLang()));
}
