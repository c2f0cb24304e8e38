import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';

/** The frame of the pages outside the layout (login, register): logo, language, footer. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Link to="/" className="auth-logo-link">
          <Logo title={t('brand')} />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main-content" className="auth-main">
        {children}
      </main>
      <footer className="auth-footer">
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
