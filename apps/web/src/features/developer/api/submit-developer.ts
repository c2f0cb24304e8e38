import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_ROUTES, type DeveloperForm, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import type { DeveloperState } from '../app-types';
import { DEVELOPER_STATE_KEY } from './get-developer-state';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST developerSubmit: save or submit the onboarding form; answers the new state. */
export function submitDeveloper(form: DeveloperForm, lang: Lang): Promise<DeveloperState> {
  return api.post<DeveloperState>(APP_ROUTES.developerSubmit, form, { params: { lang } });
}

/** POST developerWithdraw: an application pending review goes back to a draft. */
export function withdrawDeveloper(lang: Lang): Promise<DeveloperState> {
  return api.post<DeveloperState>(APP_ROUTES.developerWithdraw, {}, { params: { lang } });
}

export function useSubmitDeveloper(options: FormMutationOptions = {}) {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    ...options,
    mutationFn: (form: DeveloperForm) => submitDeveloper(form, lang),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVELOPER_STATE_KEY }),
  });
}

export function useWithdrawDeveloper() {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: () => withdrawDeveloper(lang),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVELOPER_STATE_KEY }),
  });
}
