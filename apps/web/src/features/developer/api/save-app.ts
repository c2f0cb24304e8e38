import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_ROUTES, type AppForm, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { MyAppDetail } from '../app-types';
import { MY_APPS_KEY } from './get-my-apps';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/fapps/submitAppps: create or edit an app, saved as a draft or submitted. */
export function saveApp(form: AppForm, lang: Lang): Promise<MyAppDetail> {
  return api.post<MyAppDetail>(APP_ROUTES.appSubmit, form, { params: { lang } });
}

export function useSaveApp(options: FormMutationOptions = {}) {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    ...options,
    mutationFn: (form: AppForm) => saveApp(form, lang),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPS_KEY }),
  });
}
