import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { isNotFound } from '../../../lib/api-error';
import { useLang } from '../../../lib/i18n';
import type { ArticleDetail } from '../types';

/**
 * GET /front/article/getById?id= : one article. A document needs the `developer` section
 * (A0017), an FAQ answer is public; A0078 when missing.
 */
export function getArticle(id: number): Promise<ArticleDetail> {
  return call(SUPPORT_PATHS.articleById, { query: { id } });
}

export function articleQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'article', lang, id] as const,
    queryFn: () => getArticle(id),
    // The page says "not found" itself.
    meta: { errorToast: (error: unknown) => !isNotFound(error) },
  });
}

export function useArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0, useLang()), enabled: id !== null });
}
