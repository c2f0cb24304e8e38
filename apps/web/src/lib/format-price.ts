import type { Lang } from '@seuiot/contract';

const FORMATTERS: Partial<Record<Lang, Intl.NumberFormat>> = {};

/** A price in whole yuan in the reader's language (¥12,800 / CN¥12,800). */
export function formatYuan(amount: number, lang: Lang): string {
  const format = (FORMATTERS[lang] ??= new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    style: 'currency',
    currency: 'CNY',
    maximumFractionDigits: 0,
  }));
  return format.format(amount);
}
