import type { ReactNode } from 'react';
import { Link } from 'react-router';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';

/**
 * The frame of the device tools, which live outside the main layout (spec 2.2): the logo home,
 * the language switch, a way back to the workbench, and the page in a <main>.
 */
export function ToolShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['catalogue', 'common', 'layout']);
  return (
    <div className="tool-page">
      <header className="tool-header">
        <Link to="/" className="tool-logo-link" aria-label={t('layout:homeLink')}>
          <Logo title={t('common:brand')} />
        </Link>
        <div className="tool-header-actions">
          <Link to="/" className="back-link">
            <LeftOutlined aria-hidden /> {t('catalogue:tools.backToWorkbench')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main-content" className="tool-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
