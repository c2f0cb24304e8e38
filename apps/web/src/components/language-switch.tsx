import { useTranslation } from 'react-i18next';
import type { Lang } from '@seuiot/contract';
import { HTML_LANG, changeLanguage, useLang } from '../lib/i18n';

const LABEL: Record<Lang, string> = { zh: '中文', en: 'English' };

interface Props {
  /** Called after the switch (the layout saves the choice on the server when logged in). */
  onSwitched?: (lang: Lang) => void;
}

/**
 * Toggles between Chinese and English; the button names the other language in that language.
 * A plain button: it is on the login page, whose first download has a tight budget.
 */
export function LanguageSwitch({ onSwitched }: Props) {
  const lang = useLang();
  const { t } = useTranslation('common');
  const next: Lang = lang === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      className="lang-switch"
      title={t('language.switch')}
      onClick={() => {
        void changeLanguage(next).then(() => onSwitched?.(next));
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.4-3.6A15.7 15.7 0 0 0 8.1 8zM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z"
          fill="currentColor"
        />
      </svg>
      <span lang={HTML_LANG[next]}>{LABEL[next]}</span>
    </button>
  );
}
