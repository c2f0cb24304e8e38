import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { MaterialListQuery, MaterialSummary } from '../types';

/** GET /front/market/list?title&typeId&pageNum&pageSize (public): materials, newest first. */
export function getMaterialList(query: MaterialListQuery): Promise<Page<MaterialSummary>> {
  return call(MARKETING_PATHS.materialList, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      title: query.title || undefined,
      typeId: query.typeId,
    },
  });
}

export function materialListQueryOptions(query: MaterialListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['marketing', 'list', lang, query] as const,
    queryFn: () => getMaterialList(query),
    placeholderData: keepPreviousData,
  });
}

export function useMaterialList(query: MaterialListQuery, enabled = true) {
  return useQuery({ ...materialListQueryOptions(query, useLang()), enabled });
}
