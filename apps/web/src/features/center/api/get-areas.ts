import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type CallAnswer, type CallAt } from '@seuiot/contract';
import { call } from '../../../lib/call';

export type Area = CallAnswer<CallAt<typeof ACCOUNT_PATHS.areas>>[number];

/** GET /dataDictionary/getAreaElement?parentCode= : provinces for '', else the children. */
export function getAreas(parentCode: string) {
  return call(ACCOUNT_PATHS.areas, { query: { parentCode } }, { mask: false });
}

/** Areas never change during a visit: fetched once per parent. */
export function areasQueryOptions(parentCode: string) {
  return queryOptions({
    queryKey: ['areas', parentCode] as const,
    queryFn: () => getAreas(parentCode),
    staleTime: Infinity,
  });
}
