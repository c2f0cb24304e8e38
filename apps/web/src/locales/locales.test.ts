import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, RULE_MESSAGES } from '@seuiot/contract';
import { customerErrorTexts } from '@seuiot/ui';
import enErrors from '@seuiot/ui/locales/en/errors.json';
import zhErrors from '@seuiot/ui/locales/zh/errors.json';
import { LAZY_NAMESPACES, NAMESPACES as EAGER_NAMESPACES } from './index';

/** Eager and lazy namespaces: every one must be complete in both languages. */
const NAMESPACES = [...EAGER_NAMESPACES, ...LAZY_NAMESPACES];

const here = dirname(fileURLToPath(import.meta.url));
const LANGS = ['zh', 'en'] as const;

/** The `errors` namespace is the catalogue shared with the console (decision 0063). */
const SHARED: Record<string, Record<string, Record<string, unknown>>> = {
  errors: { zh: customerErrorTexts(zhErrors), en: customerErrorTexts(enErrors) },
};

function load(lang: string, ns: string): Record<string, unknown> {
  const shared = SHARED[ns]?.[lang];
  if (shared) return shared;
  return JSON.parse(readFileSync(join(here, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** Every leaf key as a dotted path with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        out.set(path, leaf);
      }
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('locales', () => {
  it('has one JSON file per namespace of its own in each language, and nothing else', () => {
    for (const lang of LANGS) {
      const files = readdirSync(join(here, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files).toEqual(NAMESPACES.filter((ns) => !(ns in SHARED)).sort());
    }
  });

  it('gives every catalogue code a text in both languages', () => {
    for (const lang of LANGS) {
      const errors = load(lang, 'errors');
      const missing = ERROR_CODES.filter(
        (code) => typeof errors[code] !== 'string' || (errors[code] as string).trim() === '',
      );
      expect(missing, `${lang} errors lack`).toEqual([]);
    }
  });

  it('gives every validation rule message a text in both languages', () => {
    for (const lang of LANGS) {
      const validation = load(lang, 'validation');
      const missing = Object.keys(RULE_MESSAGES).filter(
        (key) => typeof validation[key] !== 'string',
      );
      expect(missing, `${lang}/validation.json lacks`).toEqual([]);
    }
  });

  it('has the same keys in zh and en in every namespace, none empty', () => {
    for (const ns of NAMESPACES) {
      const zh = leaves(load('zh', ns));
      const en = leaves(load('en', ns));
      expect(
        [...zh.keys()].filter((key) => !en.has(key)),
        `en/${ns}.json lacks`,
      ).toEqual([]);
      expect(
        [...en.keys()].filter((key) => !zh.has(key)),
        `zh/${ns}.json lacks`,
      ).toEqual([]);
      for (const [key, text] of [...zh, ...en]) {
        expect(typeof text === 'string' && text.trim() !== '', `${ns}:${key}`).toBe(true);
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const ns of NAMESPACES) {
      const zh = leaves(load('zh', ns));
      const en = leaves(load('en', ns));
      for (const [key, text] of zh) expect(vars(en.get(key)), `${ns}:${key}`).toEqual(vars(text));
    }
  });
});
