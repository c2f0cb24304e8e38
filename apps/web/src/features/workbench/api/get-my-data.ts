import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_ROUTES, type myDataSchema } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

export type MyData = z.infer<typeof myDataSchema>;

/** GET /front/user/getdevcount (login): devices, purchased apps, admin accounts, unread messages. */
export function getMyData(): Promise<MyData> {
  return api.get<MyData>(CATALOGUE_ROUTES.myData);
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
