import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_PATHS, type APP_STATUS_ACTIONS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';

export type AppStatusAction = (typeof APP_STATUS_ACTIONS)[number];

/**
 * POST /front/fapps/del_status: delete a draft, withdraw a pending submission, release or
 * unrelease; answers the app (null after delete).
 */
export function changeAppStatus(id: number, action: AppStatusAction, lang: Lang) {
  return call(APP_PATHS.status, { body: { id, action, lang } });
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
