import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { MaterialFile, MaterialListQuery } from '../types';

/**
 * GET /front/market/fileList?title&typeId&pageNum&pageSize (login, section
 * `marketing.download`): every downloadable marketing file, newest first; `title` matches the
 * file name.
 */
export function getMaterialFiles(query: MaterialListQuery): Promise<Page<MaterialFile>> {
  return call(MARKETING_PATHS.materialFiles, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      title: query.title || undefined,
      typeId: query.typeId,
    },
  });
}

export function materialFilesQueryOptions(query: MaterialListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['marketing', 'files', lang, query] as const,
    queryFn: () => getMaterialFiles(query),
    placeholderData: keepPreviousData,
  });
}

export function useMaterialFiles(query: MaterialListQuery) {
  return useQuery(materialFilesQueryOptions(query, useLang()));
}
