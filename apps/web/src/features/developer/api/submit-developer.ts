import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEVELOPER_PATHS, type DeveloperForm, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { DEVELOPER_STATE_KEY } from './get-developer-state';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST developerSubmit: save or submit the onboarding form; answers the new state. */
export function submitDeveloper(form: DeveloperForm, lang: Lang) {
  return call(DEVELOPER_PATHS.submit, { body: form }, { lang });
}

/** POST developerWithdraw: an application pending review goes back to a draft. */
export function withdrawDeveloper(lang: Lang) {
  return call(DEVELOPER_PATHS.withdraw, {}, { lang });
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
