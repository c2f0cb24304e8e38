/** "Remember account" keeps the account name only; the password is never stored. */
const KEY = 'seuiot.rememberedAccount';

export function getRememberedAccount(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberAccount(account: string | null): void {
  try {
    if (account) localStorage.setItem(KEY, account);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}
