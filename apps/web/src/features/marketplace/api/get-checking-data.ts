import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { CheckingData } from '../types';

/**
 * GET /front/apps/getCheckingData?productId= (login, section `marketplace`): every released app
 * with whether it is adapted to the model; A0017 without the section.
 */
export function getCheckingData(productId: number): Promise<CheckingData> {
  return api.get<CheckingData>(CATALOGUE_ROUTES.checkingData, { productId });
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
