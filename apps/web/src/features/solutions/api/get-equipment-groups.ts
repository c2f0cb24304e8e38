import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOLUTION_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { EquipmentGroup } from '../types';

/** GET /front/solutionCase/getEquipmentListNew (public): the device filter, by classification. */
export function getEquipmentGroups(): Promise<EquipmentGroup[]> {
  return call(SOLUTION_PATHS.equipmentListNew, { query: {} });
}

export function equipmentGroupsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['solutions', 'equipment', lang] as const,
    queryFn: getEquipmentGroups,
    staleTime: 5 * 60_000,
  });
}

export function useEquipmentGroups() {
  return useQuery(equipmentGroupsQueryOptions(useLang()));
}
