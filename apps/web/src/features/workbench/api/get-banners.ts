import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATALOGUE_ROUTES, type bannerSchema, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

export type Banner = z.infer<typeof bannerSchema>;

/** GET /front/banner/list?position=home (public). */
export function getBanners(position = 'home'): Promise<Banner[]> {
  return api.get<Banner[]>(CATALOGUE_ROUTES.bannerList, { position });
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
