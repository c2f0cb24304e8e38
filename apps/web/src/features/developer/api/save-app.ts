import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_PATHS, type AppForm, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/fapps/submitAppps: create or edit an app, saved as a draft or submitted. */
export function saveApp(form: AppForm, lang: Lang) {
  return call(APP_PATHS.submit, { body: form }, { lang });
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
