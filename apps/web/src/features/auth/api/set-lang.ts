import { ROUTES, type Lang } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** POST /user/setLang {lang}: remembers the choice for a logged-in user; failures are ignored. */
export function setLang(lang: Lang): Promise<void> {
  return api.post<unknown>(ROUTES.setLang, { lang }, { mask: false }).then(
    () => undefined,
    () => undefined,
  );
}
