import type { Locale } from 'antd/es/locale';

/** One namespace per area, plus the error catalogue and the validation messages. */
export const NAMESPACES = [
  'common',
  'layout',
  'auth',
  'notices',
  'errors',
  'validation',
  'workbench',
] as const;
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

/**
 * Namespaces too big for every page's first download (long forms, the user agreement): each is
 * a chunk per language, loaded with the page that needs it (lazy-page.ts `withNamespaces`) and
 * again on a language switch (i18n.ts).
 */
type JsonModule = Promise<{ default: Record<string, unknown> }>;
const LAZY_LOADERS = {
  account: {
    zh: (): JsonModule => import('./zh/account.json'),
    en: () => import('./en/account.json'),
  },
  agreement: {
    zh: (): JsonModule => import('./zh/agreement.json'),
    en: () => import('./en/agreement.json'),
  },
  center: {
    zh: (): JsonModule => import('./zh/center.json'),
    en: () => import('./en/center.json'),
  },
  marketing: {
    zh: (): JsonModule => import('./zh/marketing.json'),
    en: () => import('./en/marketing.json'),
  },
  developer: {
    zh: (): JsonModule => import('./zh/developer.json'),
    en: () => import('./en/developer.json'),
  },
  downloads: {
    zh: (): JsonModule => import('./zh/downloads.json'),
    en: () => import('./en/downloads.json'),
  },
  support: {
    zh: (): JsonModule => import('./zh/support.json'),
    en: () => import('./en/support.json'),
  },
  catalogue: {
    zh: (): JsonModule => import('./zh/catalogue.json'),
    en: () => import('./en/catalogue.json'),
  },
  messages: {
    zh: (): JsonModule => import('./zh/messages.json'),
    en: () => import('./en/messages.json'),
  },
  orders: {
    zh: (): JsonModule => import('./zh/orders.json'),
    en: () => import('./en/orders.json'),
  },
} as const;
export type LazyNamespace = keyof typeof LAZY_LOADERS;
export const LAZY_NAMESPACES = Object.keys(LAZY_LOADERS) as LazyNamespace[];

export function loadLazyNamespace(
  lang: 'zh' | 'en',
  ns: LazyNamespace,
): Promise<Record<string, unknown>> {
  return LAZY_LOADERS[ns][lang]().then((module) => module.default);
}
