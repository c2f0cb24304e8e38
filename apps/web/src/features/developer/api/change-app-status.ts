import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_ROUTES, type APP_STATUS_ACTIONS, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { MyAppDetail } from '../app-types';
import { MY_APPS_KEY } from './get-my-apps';

export type AppStatusAction = (typeof APP_STATUS_ACTIONS)[number];

/**
 * POST /front/fapps/del_status: delete a draft, withdraw a pending submission, release or
 * unrelease; answers the app (null after delete).
 */
export function changeAppStatus(
  id: number,
  action: AppStatusAction,
  lang: Lang,
): Promise<MyAppDetail | null> {
  return api.post<MyAppDetail | null>(APP_ROUTES.appStatus, { id, action, lang });
}

export function useChangeAppStatus() {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AppStatusAction }) =>
      changeAppStatus(id, action, lang),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPS_KEY }),
  });
}
