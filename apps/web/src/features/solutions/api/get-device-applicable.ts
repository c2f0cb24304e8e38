import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOLUTION_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { DeviceApplicable } from '../types';

/** GET /front/solutionCase/getAppEquipment?productId= (public): a model's cases and apps. */
export function getDeviceApplicable(productId: number): Promise<DeviceApplicable> {
  return call(SOLUTION_PATHS.appEquipment, { query: { productId } });
}

export function deviceApplicableQueryOptions(productId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['solutions', 'forDevice', lang, productId] as const,
    queryFn: () => getDeviceApplicable(productId),
  });
}

export function useDeviceApplicable(productId: number | null) {
  return useQuery({
    ...deviceApplicableQueryOptions(productId ?? 0, useLang()),
    enabled: productId !== null,
  });
}
