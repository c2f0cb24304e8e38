import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { Faq } from '../types';

export const HOT_QUESTION_COUNT = 6;

/** GET /front/article/hotQuestion?size= (public): the most asked questions. */
export function getHotQuestions(size: number = HOT_QUESTION_COUNT): Promise<Faq[]> {
  return call(SUPPORT_PATHS.hotQuestion, { query: { size } });
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
