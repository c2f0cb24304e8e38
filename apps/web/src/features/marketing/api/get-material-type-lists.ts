import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { MaterialTypeList } from '../types';

/** GET /front/market/marketList (public): the newest materials of every type. */
export function getMaterialTypeLists(): Promise<MaterialTypeList[]> {
  return api.get<MaterialTypeList[]>(CATALOGUE_ROUTES.materialTypeLists);
}

export function materialTypeListsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['marketing', 'byType', lang] as const,
    queryFn: getMaterialTypeLists,
  });
}

export function useMaterialTypeLists(enabled = true) {
  return useQuery({ ...materialTypeListsQueryOptions(useLang()), enabled });
}
