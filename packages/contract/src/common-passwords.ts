import { COMMON_PASSWORDS_TEXT } from './common-passwords.data.js';

/**
 * The check of NIST SP 800-63B 3.1.1.2 against known passwords (decision 0040): a password of
 * the common and breached list (compared in lower case, so `Password1` is `password1`), or one
 * character repeated (`88888888`), is refused. Its own entry point
 * (`@seuiot/contract/common-passwords`), not the index: the web loads its 40 KB (gzip) only
 * on the password pages, the server at the first check.
 */
let known: Set<string> | null = null;

/** True when `plain` is a common or breached password, or one character repeated. */
export function isCommonPassword(plain: string): boolean {
  known ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return known.has(plain.toLowerCase()) || /^(.)\1*$/u.test(plain);
}
