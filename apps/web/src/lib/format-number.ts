import type { Lang } from '@seuiot/contract';

const LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

/** A count with the reader's digit grouping (12,345). */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(value);
}

/**
 * A file size in MB with two decimals (spec 3: size in MB); null for a non-empty file that rounds
 * to 0.00, which the caller shows as "< 0.01".
 */
export function formatMb(mb: number, bytes: number, lang: Lang): string | null {
  if (mb < 0.01 && bytes > 0) return null;
  return new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(mb);
}
