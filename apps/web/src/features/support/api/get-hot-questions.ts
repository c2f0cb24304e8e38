import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { Faq } from '../types';

export const HOT_QUESTION_COUNT = 6;

/** GET /front/article/hotQuestion?size= (public): the most asked questions. */
export function getHotQuestions(size: number = HOT_QUESTION_COUNT): Promise<Faq[]> {
  return api.get<Faq[]>(CATALOGUE_ROUTES.hotQuestion, { size });
}

export function hotQuestionsQueryOptions(lang: Lang, size: number = HOT_QUESTION_COUNT) {
  return queryOptions({
    queryKey: ['support', 'hotQuestions', lang, size] as const,
    queryFn: () => getHotQuestions(size),
  });
}

export function useHotQuestions() {
  return useQuery(hotQuestionsQueryOptions(useLang()));
}
