import dayjs from 'dayjs';
import type { Lang } from '@seuiot/contract';

const FORMATS: Record<Lang, { date: string; dateTime: string }> = {
  zh: { date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 HH:mm' },
  en: { date: 'MMM D, YYYY', dateTime: 'MMM D, YYYY HH:mm' },
};

/** A server time (ISO string) in the reader's language; '' when missing or invalid. */
export function formatDate(value: string | null | undefined, lang: Lang, withTime = false): string {
  if (!value) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  const format = FORMATS[lang];
  return parsed
    .locale(lang === 'zh' ? 'zh-cn' : 'en')
    .format(withTime ? format.dateTime : format.date);
}
