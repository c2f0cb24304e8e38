import type { Lang } from '@seuiot/contract';

const LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

/** A count with the reader's digit grouping (12,345). */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(value);
}

const MIB = 1024 * 1024;
const SIZE_FORMATS = new Map<string, Intl.NumberFormat>();

function sizeFormat(lang: Lang, unit: 'kilobyte' | 'megabyte', digits: number): Intl.NumberFormat {
  const key = `${lang}:${unit}`;
  let format = SIZE_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      minimumFractionDigits: unit === 'megabyte' ? digits : 0,
      maximumFractionDigits: digits,
    });
    SIZE_FORMATS.set(key, format);
  }
  return format;
}

/**
 * The size of a file from its bytes, the one size format of every list (decision 0012): from
 * 1 MB up in MB with two decimals (spec 3), below that in kB with at most one, so a 20 kB
 * manual no longer reads "< 0.01" MB. A non-empty file never reads 0.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  if (bytes >= MIB) return sizeFormat(lang, 'megabyte', 2).format(bytes / MIB);
  const kb = bytes / 1024;
  return sizeFormat(lang, 'kilobyte', 1).format(bytes > 0 ? Math.max(kb, 0.1) : 0);
}
