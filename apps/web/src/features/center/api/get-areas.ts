import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ACCOUNT_ROUTES, type areaSchema } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

export type Area = z.infer<typeof areaSchema>;

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
