import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

export interface Area {
  code: string;
  name: string;
  leaf: boolean;
}

/** GET /dataDictionary/getAreaElement?parentCode= : provinces for '', else the children. */
export function getAreas(parentCode: string): Promise<Area[]> {
  return api.get<Area[]>(ACCOUNT_ROUTES.areas, { parentCode }, { mask: false });
}

/** Areas never change during a visit: fetched once per parent. */
export function areasQueryOptions(parentCode: string) {
  return queryOptions({
    queryKey: ['areas', parentCode] as const,
    queryFn: () => getAreas(parentCode),
    staleTime: Infinity,
  });
}
