import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { MaterialType } from '../types';

/** GET /material/getMetarialType (public): the material types, the tabs of the marketing page. */
export function getMaterialTypes(): Promise<MaterialType[]> {
  return api.get<MaterialType[]>(CATALOGUE_ROUTES.materialTypes);
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
