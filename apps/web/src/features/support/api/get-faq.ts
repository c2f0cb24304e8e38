import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { FaqDetail } from '../types';

/** GET /front/article/getById?id= : an FAQ answer in full (public for FAQ). */
export function getFaq(id: number): Promise<FaqDetail> {
  return api.get<FaqDetail>(CATALOGUE_ROUTES.articleById, { id }, { mask: false });
}

export function faqQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['support', 'faqDetail', lang, id] as const,
    queryFn: () => getFaq(id),
  });
}

export function useFaq(id: number) {
  return useQuery(faqQueryOptions(id, useLang()));
}
