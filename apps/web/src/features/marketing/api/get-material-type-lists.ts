import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { MaterialTypeList } from '../types';

/** GET /front/market/marketList (public): the newest materials of every type. */
export function getMaterialTypeLists(): Promise<MaterialTypeList[]> {
  return call(MARKETING_PATHS.materialTypeLists, { query: {} });
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
