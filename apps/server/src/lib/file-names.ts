/**
 * A client's file name as it may be stored and shown (decision 0041). Invisible characters can make
 * a name read as something it is not: `invoice\u202Efdp.exe` shows as `invoiceexe.pdf`. Removed:
 * C0 and C1 controls and DEL (a NUL cannot be stored on PostgreSQL nor sent in a header), the
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A-U+202E,
 * U+2066-U+2069), the line and paragraph separators, and invisible characters that hide a part of
 * a name (zero-width space U+200B, word joiner and invisible operators U+2060-U+2064, U+FEFF, the
 * soft hyphen). Zero-width (non-)joiners stay: scripts and emoji need them.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ud800-\udfff]/gu;

/**
 * The stored form of a client's file name: invisible characters removed, at most `max` characters
 * (code points: a surrogate pair is never cut), keeping the extension when the name is cut;
 * `fallback` when nothing is left.
 */
export function storedFileName(name: string, max: number, fallback: string): string {
  const clean = Array.from(name.replace(INVISIBLE, '').trim());
  if (clean.length === 0) return fallback;
  if (clean.length <= max) return clean.join('');
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : [];
  return [...clean.slice(0, max - ext.length), ...ext].join('');
}
