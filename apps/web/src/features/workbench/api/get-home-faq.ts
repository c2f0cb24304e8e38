import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SUPPORT_PATHS, type articleSummarySchema, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const HOME_FAQ = 6;

/** GET /front/article/homeFAQ?size= (public): questions for the workbench. */
export function getHomeFaq(size = HOME_FAQ): Promise<ArticleSummary[]> {
  return call(SUPPORT_PATHS.homeFaq, { query: { size } });
}

export function homeFaqQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['workbench', 'homeFaq', lang] as const,
    queryFn: () => getHomeFaq(),
  });
}

export function useHomeFaq() {
  return useQuery(homeFaqQueryOptions(useLang()));
}
