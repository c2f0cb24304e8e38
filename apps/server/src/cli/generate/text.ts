import type { Rng } from './rng.js';

/**
 * Bilingual text helpers. Each pair says the same thing in both languages, so a generated row
 * reads as one notice whichever language the visitor chose.
 */

export interface Pair {
  zh: string;
  en: string;
}

/** A reference row (industry, classification) with its names. */
export interface NamedRef extends Pair {
  id: number;
}
/** A device model. */
export interface ProductRef extends NamedRef {
  model: string;
}
/** What a classified row (app, download-centre file) links to; with `pinned`, all go under it. */
export interface ClassifiedRefs {
  classifications: readonly NamedRef[];
  products: readonly ProductRef[];
  pinned?: NamedRef;
}

export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Calendar parts in China Standard Time, where the notices are written. */
export function cst(t: number): { y: number; m: number; d: number } {
  const date = new Date(t + 8 * 3600_000);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export function version(rng: Rng): string {
  return `${rng.int(2, 6)}.${rng.int(0, 9)}${rng.chance(0.4) ? `.${rng.int(1, 9)}` : ''}`;
}

/** Joins paragraphs of each language. */
export function body(parts: readonly Pair[]): Pair {
  return { zh: parts.map((p) => p.zh).join('\n'), en: parts.map((p) => p.en).join('\n') };
}

export function capitalise(s: string): string {
  return `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
}

/** Chinese text runs together, with a space where Chinese meets Latin letters or digits. */
export function joinZh(a: string, b: string): string {
  const latin = /[A-Za-z0-9]/;
  return latin.test(a.at(-1) ?? '') !== latin.test(b[0] ?? '') ? `${a} ${b}` : `${a}${b}`;
}

/** `a, b and c` in English, `a、b、c` in Chinese. */
export function listOf(items: readonly Pair[]): Pair {
  const en = items.map((i) => i.en);
  return {
    zh: items.map((i) => i.zh).join('、'),
    en: en.length > 1 ? `${en.slice(0, -1).join(', ')} and ${en.at(-1)}` : (en[0] ?? ''),
  };
}
