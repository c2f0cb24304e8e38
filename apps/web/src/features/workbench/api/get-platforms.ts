import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/**
 * GET /front/home/platformList (public): the systems, with my trial state when signed in. The
 * answer depends on the session, so the key names the user.
 */
export function getPlatforms() {
  return call(WORKBENCH_PATHS.platforms, { query: {} });
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
