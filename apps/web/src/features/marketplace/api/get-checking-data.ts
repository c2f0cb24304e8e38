import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { CheckingData } from '../types';

/**
 * GET /front/apps/getCheckingData?productId= (login, section `marketplace`): every released app
 * with whether it is adapted to the model; A0017 without the section.
 */
export function getCheckingData(productId: number): Promise<CheckingData> {
  return call(MARKET_PATHS.checkingData, { query: { productId } });
}

export function checkingDataQueryOptions(productId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['marketplace', 'checking', lang, productId] as const,
    queryFn: () => getCheckingData(productId),
  });
}

export function useCheckingData(productId: number | null) {
  return useQuery({
    ...checkingDataQueryOptions(productId ?? 0, useLang()),
    enabled: productId !== null,
  });
}
