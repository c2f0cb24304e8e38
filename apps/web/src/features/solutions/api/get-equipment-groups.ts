import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { EquipmentGroup } from '../types';

/** GET /front/solutionCase/getEquipmentListNew (public): the device filter, by classification. */
export function getEquipmentGroups(): Promise<EquipmentGroup[]> {
  return api.get<EquipmentGroup[]>(CATALOGUE_ROUTES.equipmentListNew);
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
