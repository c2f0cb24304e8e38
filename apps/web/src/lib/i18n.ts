import { useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { LANG_COOKIE, LIMITS, type Lang } from '@seuiot/contract';
import { NAMESPACES, loadLazyNamespace, loadLocaleBundle, type LazyNamespace } from '../locales';
import { getCookie, setCookie } from './cookies';
import { SUPPORTED_LANGS } from './langs';

export const i18n = i18next;

/** BCP 47 tag of each language, for `<html lang>` and Intl. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGS as readonly string[]).includes(value);
}

/** Spec 9: the `lang` query parameter, then the language cookie, then the edition's default. */
export function detectLanguage(
  search: string,
  cookie: string | null,
  defaultLang: Lang,
): { lang: Lang; fromQuery: boolean } {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLang(fromQuery)) return { lang: fromQuery, fromQuery: true };
  if (isLang(cookie)) return { lang: cookie, fromQuery: false };
  return { lang: defaultLang, fromQuery: false };
}

/** antd's texts per loaded language, for ConfigProvider. */
const antdLocales: Partial<Record<Lang, Locale>> = {};
const localeListeners = new Set<() => void>();

async function ensureLanguage(lang: Lang): Promise<void> {
  if (antdLocales[lang]) return;
  const bundle = await loadLocaleBundle(lang);
  for (const ns of NAMESPACES) {
    i18next.addResourceBundle(lang, ns, bundle.messages[ns], true, true);
  }
  antdLocales[lang] = bundle.antd;
  for (const listener of localeListeners) listener();
}

/** The antd locale of the current language (ConfigProvider). */
export function useAntdLocale(lang: Lang): Locale | undefined {
  return useSyncExternalStore(
    (listener) => {
      localeListeners.add(listener);
      return () => localeListeners.delete(listener);
    },
    () => antdLocales[lang],
    () => antdLocales[lang],
  );
}

/** Side effects that follow the language outside React: html lang, dayjs. */
function syncDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
  dayjs.locale(DAYJS_LOCALE[lang]);
}

export async function initI18n(lang: Lang): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGS],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  }
  await ensureLanguage(lang);
  await i18next.changeLanguage(lang);
  syncDocument(lang);
}

/** Start-up: picks the language and stores it in the cookie when the query chose it. */
export async function startI18n(defaultLang: Lang): Promise<Lang> {
  const { lang, fromQuery } = detectLanguage(
    typeof location === 'undefined' ? '' : location.search,
    getCookie(LANG_COOKIE),
    defaultLang,
  );
  if (fromQuery) setCookie(LANG_COOKIE, lang, LIMITS.langCookieDays);
  await initI18n(lang);
  return lang;
}

/**
 * Switches the language: the cookie first (the server picks zh/en texts from it), then i18next,
 * which re-renders; query keys carry the language, so every query refetches in the new one.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  setCookie(LANG_COOKIE, lang, LIMITS.langCookieDays);
  await ensureLanguage(lang);
  await loadNamespaces([...wantedLazy], lang);
  await i18next.changeLanguage(lang);
  syncDocument(lang);
}

/** Lazy namespaces some page has asked for: a language switch loads them in the new language. */
const wantedLazy = new Set<LazyNamespace>();

/** Loads lazy namespaces (locales/index.ts) in a language, the current one by default. */
export async function loadNamespaces(
  namespaces: readonly LazyNamespace[],
  lang: Lang = currentLang(),
): Promise<void> {
  for (const ns of namespaces) wantedLazy.add(ns);
  await Promise.all(
    namespaces
      .filter((ns) => !i18next.hasResourceBundle(lang, ns))
      .map(async (ns) => {
        i18next.addResourceBundle(lang, ns, await loadLazyNamespace(lang, ns), true, true);
      }),
  );
}

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : 'zh';
}

/** The current language; part of every query key. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation();
  return isLang(instance.language) ? instance.language : 'zh';
}
