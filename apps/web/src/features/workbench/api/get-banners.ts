import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type CallAnswer, type CallAt, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

export type Banner = CallAnswer<CallAt<typeof WORKBENCH_PATHS.banners>>[number];

/** GET /front/banner/list?position=home (public). */
export function getBanners(position = 'home') {
  return call(WORKBENCH_PATHS.banners, { query: { position } });
}

export function bannersQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['workbench', 'banners', lang] as const,
    queryFn: () => getBanners(),
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions(useLang()));
}
