import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { DeveloperState } from '../app-types';

/** GET developerStatus: my onboarding state and whether real-name certification allows applying. */
export function getDeveloperState(lang: Lang): Promise<DeveloperState> {
  return api.get<DeveloperState>(APP_ROUTES.developerStatus, { lang });
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
