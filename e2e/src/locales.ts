import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE, WEB_LOCALES } from './paths.js';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The header's main menu entries, in order: `layout:menu.<key>` of the web app's locales. */
export const MENU_KEYS = [
  'home',
  'solution',
  'marketplace',
  'marketing',
  'developer',
  'download',
  'support',
] as const;

/** `lang` attribute of <html> for each language. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

const cache = new Map<string, unknown>();

/**
 * The error catalogue shared by the portal and the console, as the portal shows it (without its
 * `staff` section) or as the console does (that section in place of the shared texts).
 */
export function errorCatalogue(lang: Lang, staff = false): Record<string, unknown> {
  const file = path.join(ERROR_CATALOGUE, lang, 'errors.json');
  const { staff: staffTexts, ...texts } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    unknown
  >;
  return staff ? { ...texts, ...(staffTexts as Record<string, unknown>) } : texts;
}

function namespace(lang: Lang, ns: string): unknown {
  if (ns === 'errors') return errorCatalogue(lang);
  const file = path.join(WEB_LOCALES, lang, `${ns}.json`);
  if (!cache.has(file)) {
    if (!fs.existsSync(file)) {
      throw new Error(`The web app has no locale file ${path.relative(process.cwd(), file)}`);
    }
    cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
  }
  return cache.get(file);
}

/**
 * The text the web app shows for `ns:dotted.key` in a language, read from its locale files, so
 * journeys follow wording changes but fail when a key disappears.
 */
export function text(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const [ns, dotted] = key.includes(':')
    ? (key.split(':', 2) as [string, string])
    : ['common', key];
  let node: unknown = namespace(lang, ns);
  for (const part of dotted.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string')
    throw new Error(`No ${lang} text for ${ns}:${dotted} in the web locales`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches an accessible name equal to `label`, allowing the blank antd puts between two CJK
 * characters of a button ("登录" is rendered "登 录") and surrounding blanks (icons).
 */
export function nameOf(...labels: string[]): RegExp {
  const alternatives = labels.map((label) =>
    Array.from(label.trim())
      .map((ch) => (/\s/.test(ch) ? '\\s+' : escapeRegExp(ch)))
      .join('\\s*'),
  );
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}
