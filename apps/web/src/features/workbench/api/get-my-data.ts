import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type CallAnswer, type CallAt } from '@seuiot/contract';
import { call } from '../../../lib/call';

export type MyData = CallAnswer<CallAt<typeof WORKBENCH_PATHS.myData>>;

/** GET /front/user/getdevcount (login): devices, purchased apps, admin accounts, unread messages. */
export function getMyData() {
  return call(WORKBENCH_PATHS.myData);
}

export function myDataQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['workbench', 'myData', username] as const,
    queryFn: getMyData,
  });
}

export function useMyData(username: string | null) {
  return useQuery({ ...myDataQueryOptions(username ?? ''), enabled: username !== null });
}
