import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { Sdk } from '../types';

/** GET /front/fsdk/sdkList (login, section `developer`): the general SDKs with their files. */
export function getSdkList(): Promise<Sdk[]> {
  return api.get<Sdk[]>(CATALOGUE_ROUTES.sdkList);
}

export function sdkListQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['developer', 'sdks', lang] as const, queryFn: getSdkList });
}

export function useSdkList() {
  return useQuery(sdkListQueryOptions(useLang()));
}
