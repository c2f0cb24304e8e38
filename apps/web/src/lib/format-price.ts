import type { Lang } from '@seuiot/contract';

const FORMATTERS: Partial<Record<Lang, Intl.NumberFormat>> = {};

/**
 * A price in whole yuan, the one currency format of each language (decision 0012): "¥12,800" in
 * Chinese, "CNY 12,800" in English, where Intl's own "CN¥" reads as a typo and a bare "¥" could
 * be yen.
 */
export function formatYuan(amount: number, lang: Lang): string {
  const format = (FORMATTERS[lang] ??=
    lang === 'zh'
      ? new Intl.NumberFormat('zh-CN', {
          style: 'currency',
          currency: 'CNY',
          maximumFractionDigits: 0,
        })
      : new Intl.NumberFormat('en', {
          style: 'currency',
          currency: 'CNY',
          currencyDisplay: 'code',
          maximumFractionDigits: 0,
        }));
  return format.format(amount);
}
