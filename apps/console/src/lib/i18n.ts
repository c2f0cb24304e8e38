import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_COOKIE, type Lang } from '@seuiot/contract';
import { staffErrorTexts } from '@seuiot/ui';
import enErrors from '@seuiot/ui/locales/en/errors.json';
import zhErrors from '@seuiot/ui/locales/zh/errors.json';
import en from '../locales/en.json';
import zh from '../locales/zh.json';

export const i18n = i18next;

/** Language: `lang` query, then the portal's language cookie, then the browser. */
export function detectLang(search: string, cookie: string, navigatorLang: string): Lang {
  const q = new URLSearchParams(search).get('lang');
  if (q === 'zh' || q === 'en') return q;
  const c = new RegExp(`(?:^|; )${LANG_COOKIE}=(zh|en)`).exec(cookie)?.[1];
  if (c === 'zh' || c === 'en') return c;
  return navigatorLang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export async function startI18n(lang: Lang): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    // `errors.*`: the catalogue shared with the portal, in its staff wording (decision 0063).
    resources: {
      zh: { translation: { ...zh, errors: staffErrorTexts(zhErrors) } },
      en: { translation: { ...en, errors: staffErrorTexts(enErrors) } },
    },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Switches the language and remembers it in the portal's language cookie (30 days). */
export async function setLang(lang: Lang): Promise<void> {
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${30 * 24 * 3600}; samesite=lax`;
}
