import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type Lang, type LoginUser } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';

/**
 * GET /user/get_login_user: the current user; A0001 when not logged in (silent). A check in the
 * background of every page: no loading mask over a page that is already drawn.
 */
export function getCurrentUser(): Promise<LoginUser> {
  return api.get<LoginUser>(ROUTES.currentUser, undefined, { mask: false });
}

export const currentUserKey = (lang: Lang) => ['auth', 'currentUser', lang] as const;

export function currentUserQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: currentUserKey(lang),
    queryFn: getCurrentUser,
    retry: false,
    // The server renders pages only for visitors without a session: it knows the answer.
    meta: { errorToast: false, ssr: false },
  });
}

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const lang = useLang();
  return useQuery({ ...currentUserQueryOptions(lang), enabled: options.enabled ?? true });
}
