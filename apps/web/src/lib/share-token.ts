/**
 * The temporary token of a shared link (spec 4): once a shareable page was opened with `token`,
 * every later call carries it in the x-share-token header. Kept for the tab's lifetime.
 */
const STORAGE_KEY = 'seuiot.shareToken';

let token: string | null = readToken();

function readToken(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setShareToken(value: string): void {
  token = value;
  try {
    sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage may be unavailable (private mode); the in-memory token still works for this page.
  }
}

export function getShareToken(): string | null {
  return token;
}

export function clearShareToken(): void {
  token = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
}
