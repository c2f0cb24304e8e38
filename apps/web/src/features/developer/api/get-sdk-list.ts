import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type Page, type PageQuery } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { Sdk } from '../types';
import { keepPageOf } from './keep-page';

/**
 * GET /front/fsdk/sdkList?pageNum&pageSize (login, section `developer`): a page of the general
 * SDKs with their files, newest first.
 */
export function getSdkList(query: PageQuery): Promise<Page<Sdk>> {
  return call(RESOURCE_PATHS.sdkList, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    },
  });
}

export function sdkListQueryOptions(query: PageQuery, lang: Lang) {
  const list = ['developer', 'sdks', lang, query.pageSize] as const;
  return queryOptions({
    queryKey: [...list, query.pageNum] as const,
    queryFn: () => getSdkList(query),
    placeholderData: keepPageOf(list),
  });
}

export function useSdkList(query: PageQuery) {
  return useQuery(sdkListQueryOptions(query, useLang()));
}
