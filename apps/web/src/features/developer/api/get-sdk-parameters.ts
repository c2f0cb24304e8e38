import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { SdkParameter } from '../types';

/** GET /front/fsdk/getParameter?sdkId= (login, section `developer`): an SDK's parameters. */
export function getSdkParameters(sdkId: number): Promise<SdkParameter[]> {
  return call(RESOURCE_PATHS.sdkParameters, { query: { sdkId } });
}

export function sdkParametersQueryOptions(sdkId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['developer', 'sdkParameters', lang, sdkId] as const,
    queryFn: () => getSdkParameters(sdkId),
  });
}

/** Loaded when the reader opens the parameters of the SDK. */
export function useSdkParameters(sdkId: number, enabled: boolean) {
  return useQuery({ ...sdkParametersQueryOptions(sdkId, useLang()), enabled });
}
