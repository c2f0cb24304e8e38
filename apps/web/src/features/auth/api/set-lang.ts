import { AUTH_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** POST /user/setLang {lang}: remembers the choice for a logged-in user; failures are ignored. */
export function setLang(lang: Lang): Promise<void> {
  return call(AUTH_PATHS.setLang, { body: { lang } }, { mask: false }).then(
    () => undefined,
    () => undefined,
  );
}
