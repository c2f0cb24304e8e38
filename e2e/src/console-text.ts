import fs from 'node:fs';
import path from 'node:path';
import { errorCatalogue, type Lang } from './locales.js';
import { REPO_ROOT } from './paths.js';

/**
 * The console's own texts (apps/console/src/locales, and `errors.*` from the catalogue it shares
 * with the portal in its staff wording), so a journey follows its wording; `{{name}}` values are
 * filled in from `vars`.
 */
export function consoleText(lang: Lang, dotted: string, vars: Record<string, string> = {}): string {
  const file = path.join(REPO_ROOT, 'apps/console/src/locales', `${lang}.json`);
  let node: unknown = {
    ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>),
    errors: errorCatalogue(lang, true),
  };
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} console text ${dotted}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}
