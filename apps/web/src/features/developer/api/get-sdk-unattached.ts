import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang, type Page, type PageQuery } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { Sdk } from '../types';
import { keepPageOf } from './keep-page';

/**
 * GET /front/fsdk/sdkProductNull?pageNum&pageSize (login, section `developer`): a page of the
 * model-specific SDKs tied to no model yet, newest first (the model filter's "No model" choice).
 */
export function getSdkUnattached(query: PageQuery): Promise<Page<Sdk>> {
  return call(RESOURCE_PATHS.sdkUnattached, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    },
  });
}

export function sdkUnattachedQueryOptions(query: PageQuery, lang: Lang) {
  const list = ['developer', 'unattachedSdks', lang, query.pageSize] as const;
  return queryOptions({
    queryKey: [...list, query.pageNum] as const,
    queryFn: () => getSdkUnattached(query),
    placeholderData: keepPageOf(list),
  });
}

/**
 * Asked for on the model SDK section whatever model is chosen: its total says whether to offer
 * "No model". Only the chosen list toasts a failure; the others' failure only hides the choice.
 */
export function useSdkUnattached(query: PageQuery, chosen: boolean) {
  return useQuery({
    ...sdkUnattachedQueryOptions(query, useLang()),
    meta: { errorToast: chosen },
  });
}
