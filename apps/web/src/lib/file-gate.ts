/**
 * Whether a file action may go to the server (spec 6), kept pure for tests:
 * - download and preview: a share token lets an anonymous visitor try (the server decides whether
 *   the token covers the file); otherwise login is needed, then the file's section title;
 * - share and favourite: login is needed (the server checks the rest).
 * "login" means: show the not-logged-in message, then go to login with the full path after 1-2 s.
 */
export type FileAction = 'download' | 'preview' | 'share' | 'favourite';

export type GateDecision = { kind: 'go' } | { kind: 'login' } | { kind: 'forbidden' };

export interface GateInput {
  action: FileAction;
  loggedIn: boolean;
  shareToken: string | null;
  /** Section titles of the permission tree; null while they load or could not be read. */
  sections: ReadonlySet<string> | null;
  /** The file's section title (download and preview). */
  section?: string;
}

export function decideFileAction(input: GateInput): GateDecision {
  const fileCall = input.action === 'download' || input.action === 'preview';
  if (!input.loggedIn) return fileCall && input.shareToken ? { kind: 'go' } : { kind: 'login' };
  // Unknown sections (still loading, or the tree failed): let the server decide, it checks anyway.
  if (fileCall && input.section && input.sections && !input.sections.has(input.section))
    return { kind: 'forbidden' };
  return { kind: 'go' };
}

/** The not-logged-in message key of an action (common:notLoggedIn.*). */
export function notLoggedInKey(action: FileAction): string {
  if (action === 'download') return 'notLoggedIn.download';
  if (action === 'preview') return 'notLoggedIn.preview';
  return 'notLoggedIn.operation';
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}
