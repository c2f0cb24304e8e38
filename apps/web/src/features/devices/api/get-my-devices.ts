import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEVICE_PATHS, type CallAt, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { CallQuery } from '../../../lib/call-query';
import { useLang } from '../../../lib/i18n';

export type MyDevicesQuery = CallQuery<CallAt<typeof DEVICE_PATHS.myDevices>['query']>;

/** GET /front/device/myDevices?pageNum&pageSize&serial (login): my devices, newest first. */
export function getMyDevices(query: MyDevicesQuery) {
  return call(DEVICE_PATHS.myDevices, {
    query: { pageNum: query.pageNum, pageSize: query.pageSize, serial: query.serial || undefined },
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
