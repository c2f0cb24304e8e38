import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_PATHS, type Lang, type VersionForm } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/fappsver/submitApppsVer: a new version, or an edit of one; save or submit. */
export function saveVersion(form: VersionForm, lang: Lang) {
  return call(APP_PATHS.versionSave, { body: form }, { lang });
}

/** POST /front/fappsver/submitUpdate: send a version for review. */
export function submitVersion(id: number, lang: Lang) {
  return call(APP_PATHS.versionSubmit, { body: { id } }, { lang });
}

/** POST /front/fappsver/fabu: publish an approved version (the market's current version). */
export function publishVersion(id: number, lang: Lang) {
  return call(APP_PATHS.versionPublish, { body: { id } }, { lang });
}

/** POST /front/fappsver/del_status: withdraw a version pending review, or delete the highest. */
export function changeVersionStatus(id: number, action: 'delete' | 'withdraw') {
  return call(APP_PATHS.versionStatus, { body: { id, action } });
}

export type VersionAction = 'submit' | 'publish' | 'withdraw' | 'delete';

/** One mutation for the row actions of the version list; every success refreshes my apps. */
export function useVersionAction() {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: VersionAction }): Promise<unknown> => {
      if (action === 'submit') return submitVersion(id, lang);
      if (action === 'publish') return publishVersion(id, lang);
      return changeVersionStatus(id, action);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPS_KEY }),
  });
}

export function useSaveVersion(options: FormMutationOptions = {}) {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    ...options,
    mutationFn: (form: VersionForm) => saveVersion(form, lang),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPS_KEY }),
  });
}
