import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_ROUTES,
  type Lang,
  type myDevicesQuerySchema,
  type Page,
} from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import type { CallQuery } from '../../../lib/call-query';
import { useLang } from '../../../lib/i18n';
import type { Device } from '../types';

export type MyDevicesQuery = CallQuery<typeof myDevicesQuerySchema>;

/** GET /front/device/myDevices?pageNum&pageSize&serial (login): my devices, newest first. */
export function getMyDevices(query: MyDevicesQuery): Promise<Page<Device>> {
  return api.get<Page<Device>>(CATALOGUE_ROUTES.myDevices, {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    serial: query.serial || undefined,
  });
}

export function myDevicesQueryOptions(query: MyDevicesQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['devices', 'mine', lang, query] as const,
    queryFn: () => getMyDevices(query),
    placeholderData: keepPreviousData,
  });
}

export function useMyDevices(query: MyDevicesQuery) {
  return useQuery(myDevicesQueryOptions(query, useLang()));
}
