import type { Lang } from '@seuiot/contract';

/**
 * Text and value helpers that services use to build answers. They live outside `http/` because
 * they know nothing of requests, and outside any module because every module needs them.
 */

/** Picks the text of the language from a `<name>_zh` / `<name>_en` pair. */
export function pick(lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? en || zh : zh || en;
}

/** Picks `<name>_zh` / `<name>_en` of a row in the language. */
export function t<R extends Record<string, unknown>>(row: R, name: string, lang: Lang): string {
  return pick(lang, String(row[`${name}_zh`] ?? ''), String(row[`${name}_en`] ?? ''));
}

/** Epoch milliseconds as the ISO time answers carry. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** JSON column to value; a broken row gives the fallback rather than a failed page. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Staff-written text (a reason, a note) to put before the message's own full stop: without its
 * own closing punctuation and spaces, so "原因：资料不清晰。" never ends "。。" nor "Reason: x.."
 * (issue 26).
 */
export function clause(text: string): string {
  return text.replace(/[\s。．.！!？?；;，,、]+$/u, '');
}
