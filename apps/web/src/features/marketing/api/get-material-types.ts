import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { MaterialType } from '../types';

/** GET /material/getMetarialType (public): the material types, the tabs of the marketing page. */
export function getMaterialTypes(): Promise<MaterialType[]> {
  return call(MARKETING_PATHS.materialTypes, { query: {} });
}

export function materialTypesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['marketing', 'types', lang] as const,
    queryFn: getMaterialTypes,
    staleTime: 10 * 60_000,
  });
}

export function useMaterialTypes() {
  return useQuery(materialTypesQueryOptions(useLang()));
}
