import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVELOPER_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET developerStatus: my onboarding state and whether real-name certification allows applying. */
export function getDeveloperState(lang: Lang) {
  return call(DEVELOPER_PATHS.status, { query: { lang } });
}

export const DEVELOPER_STATE_KEY = ['developer', 'onboarding'] as const;

export function developerStateQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...DEVELOPER_STATE_KEY, lang] as const,
    queryFn: () => getDeveloperState(lang),
  });
}

export function useDeveloperState() {
  return useQuery(developerStateQueryOptions(useLang()));
}
