import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { isNotFound } from '../../../lib/api-error';
import { useLang } from '../../../lib/i18n';
import type { MaterialDetail } from '../types';

/**
 * GET /front/market/jumpHtml?id= (login, section `marketing`): the material with its content and
 * files; each answer counts one view. A0078 when missing, A0017 without the section.
 */
export function getMaterialDetail(id: number): Promise<MaterialDetail> {
  return call(MARKETING_PATHS.materialDetail, { query: { id } });
}

export function materialDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['marketing', 'detail', lang, id] as const,
    queryFn: () => getMaterialDetail(id),
    // The page says "not found" itself.
    meta: { errorToast: (error: unknown) => !isNotFound(error) },
  });
}

export function useMaterialDetail(id: number | null) {
  return useQuery({ ...materialDetailQueryOptions(id ?? 0, useLang()), enabled: id !== null });
}
