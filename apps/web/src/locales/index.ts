import type { Locale } from 'antd/es/locale';

/** One namespace per area, plus the error catalogue and the validation messages. */
export const NAMESPACES = ['common', 'layout', 'auth', 'notices', 'errors', 'validation'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<Namespace, Record<string, unknown>>;

export interface LocaleBundle {
  messages: Messages;
  /** antd's component texts for ConfigProvider. */
  antd: Locale;
}

/**
 * Each language is its own chunk (texts, antd locale, dayjs locale): a visitor downloads one.
 */
export function loadLocaleBundle(lang: 'zh' | 'en'): Promise<LocaleBundle> {
  return lang === 'zh'
    ? import('./zh/bundle').then((module) => module.bundle)
    : import('./en/bundle').then((module) => module.bundle);
}
