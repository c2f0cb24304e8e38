import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang, type Platform } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

/** GET /front/home/platformList (public): the systems, with my trial state when signed in. */
export function getPlatforms(): Promise<Platform[]> {
  return api.get<Platform[]>(CATALOGUE_ROUTES.platformList);
}

export function platformsQueryOptions(lang: Lang, username: string | null) {
  return queryOptions({
    queryKey: ['workbench', 'platforms', lang, username ?? ''] as const,
    queryFn: getPlatforms,
  });
}

export function usePlatforms(username: string | null) {
  const lang = useLang();
  return useQuery(platformsQueryOptions(lang, username));
}
