import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { DownloadFile, DownloadListQuery } from '../types';

/**
 * GET /front/downloadCenter/findListPage?classificationId&keyword&pageNum&pageSize (login,
 * section `download`): the files of a folder and the folders below it, searched by name.
 */
export function getDownloadList(query: DownloadListQuery): Promise<Page<DownloadFile>> {
  return call(DOWNLOAD_PATHS.downloadCenter, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      classificationId: query.classificationId,
      keyword: query.keyword || undefined,
    },
  });
}

export function downloadListQueryOptions(query: DownloadListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['downloads', 'list', lang, query] as const,
    queryFn: () => getDownloadList(query),
    placeholderData: keepPreviousData,
  });
}

export function useDownloadList(query: DownloadListQuery, enabled = true) {
  return useQuery({ ...downloadListQueryOptions(query, useLang()), enabled });
}
