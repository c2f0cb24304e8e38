import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { FaqDetail } from '../types';

/** GET /front/article/getById?id= : an FAQ answer in full (public for FAQ). */
export function getFaq(id: number): Promise<FaqDetail> {
  return call(SUPPORT_PATHS.articleById, { query: { id } }, { mask: false });
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
