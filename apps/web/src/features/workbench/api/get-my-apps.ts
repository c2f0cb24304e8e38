import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_ROUTES, type Lang, type myAppSchema } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

export type MyApp = z.infer<typeof myAppSchema>;

/** GET /front/home/myApplications (login): the apps I develop, released or not. */
export function getMyApps(): Promise<MyApp[]> {
  return api.get<MyApp[]>(CATALOGUE_ROUTES.myApplications);
}

export function myAppsQueryOptions(lang: Lang, username: string) {
  return queryOptions({
    queryKey: ['workbench', 'myApps', lang, username] as const,
    queryFn: getMyApps,
  });
}

export function useMyApps(username: string) {
  const lang = useLang();
  return useQuery(myAppsQueryOptions(lang, username));
}
