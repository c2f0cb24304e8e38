import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, MENU_PATHS, type Lang, type MenuItem } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';

/** GET /menu/getMenuList?platformId=20&type=1 (login required). */
export function getMenus(): Promise<MenuItem[]> {
  return call(MENU_PATHS.menus, {
    query: { platformId: LIMITS.menuPlatformId, type: LIMITS.menuType },
  });
}

export function menusQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['auth', 'menus', lang] as const,
    queryFn: getMenus,
    retry: false,
    meta: { errorToast: false },
  });
}

export function useMenus(options: { enabled?: boolean } = {}) {
  const lang = useLang();
  return useQuery({ ...menusQueryOptions(lang), enabled: options.enabled ?? true });
}
