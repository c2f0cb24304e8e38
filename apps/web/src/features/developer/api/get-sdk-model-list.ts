import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ModelResourceQuery, Sdk } from '../types';
import { keepPageOf } from './keep-page';

/**
 * GET /front/fsdk/sdkmodellist?productId&pageNum&pageSize (login, section `developer`): a page of
 * the SDKs of one model, newest first.
 */
export function getSdkModelList(query: ModelResourceQuery): Promise<Page<Sdk>> {
  return call(RESOURCE_PATHS.sdkModelList, {
    query: {
      productId: query.productId,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    },
  });
}

export function sdkModelListQueryOptions(query: ModelResourceQuery, lang: Lang) {
  const list = ['developer', 'modelSdks', lang, query.productId, query.pageSize] as const;
  return queryOptions({
    queryKey: [...list, query.pageNum] as const,
    queryFn: () => getSdkModelList(query),
    placeholderData: keepPageOf(list),
  });
}

/** Waits for a model: the section always shows one model's SDKs. */
export function useSdkModelList(query: ModelResourceQuery) {
  return useQuery({
    ...sdkModelListQueryOptions(query, useLang()),
    enabled: query.productId !== undefined,
  });
}
