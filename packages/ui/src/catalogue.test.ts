import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APK_REFUSALS, ERROR_CODES, UPLOAD_FIELDS } from '@seuiot/contract';
import { customerErrorTexts, staffErrorTexts, type ErrorCatalogue } from './error-texts';
import en from './locales/en/errors.json';
import zh from './locales/zh/errors.json';

const CATALOGUES: Record<'zh' | 'en', ErrorCatalogue> = { zh, en };
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every leaf key as a dotted path with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key))
        out.set(path, leaf);
  } else out.set(prefix, value);
  return out;
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

describe('the error catalogue (decision 0063)', () => {
  it.each(['zh', 'en'] as const)(
    'gives every code, upload reason and field a %s text, for customers and staff',
    (lang) => {
      for (const texts of [
        customerErrorTexts(CATALOGUES[lang]),
        staffErrorTexts(CATALOGUES[lang]),
      ]) {
        expect(ERROR_CODES.filter((code) => !filled(texts[code]))).toEqual([]);
        for (const key of ['generic', 'network', 'imagePixels'])
          expect(filled(texts[key])).toBe(true);
        const apk = texts.apk as Record<string, unknown>;
        expect(APK_REFUSALS.filter((reason) => !filled(apk[reason]))).toEqual([]);
        const fields = texts.uploadField as Record<string, unknown>;
        expect(UPLOAD_FIELDS.filter((field) => !filled(fields[field]))).toEqual([]);
        expect(texts.staff).toBeUndefined();
      }
    },
  );

  it('has the same keys and interpolation variables in zh and en, none empty', () => {
    const [zhLeaves, enLeaves] = [leaves(zh), leaves(en)];
    expect([...zhLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    const vars = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of zhLeaves) {
      expect(filled(text) && filled(enLeaves.get(key)), key).toBe(true);
      expect(vars(enLeaves.get(key)), key).toEqual(vars(text));
    }
  });

  it('words for staff only keys the customers have a text for, and differently', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const [key, text] of Object.entries(catalogue.staff ?? {})) {
        expect(typeof catalogue[key], key).toBe('string');
        expect(text, key).not.toBe(catalogue[key]);
        expect(staffErrorTexts(catalogue)[key]).toBe(text);
        expect(customerErrorTexts(catalogue)[key]).toBe(catalogue[key]);
      }
    }
  });

  it('is the only place the portal and the console keep error texts', () => {
    const code = /"[AB]\d{4}"\s*:/;
    const found: string[] = [];
    for (const app of ['apps/web/src/locales', 'apps/console/src/locales']) {
      const dir = join(repo, app);
      for (const file of readdirSync(dir, { recursive: true }) as string[]) {
        if (!file.endsWith('.json')) continue;
        const json = readFileSync(join(dir, file), 'utf8');
        const parsed = JSON.parse(json) as Record<string, unknown>;
        if (code.test(json) || 'errors' in parsed || file.endsWith('errors.json'))
          found.push(`${app}/${file}`);
      }
    }
    expect(found).toEqual([]);
  });
});
