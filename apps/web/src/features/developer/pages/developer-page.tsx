import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSdkDocs } from '../api/get-sdk-docs';
import { ApiCategoryNav, ApiSection } from '../components/api-section';
import { AppFormSection } from '../components/app-form-section';
import { AppListSection } from '../components/app-list-section';
import { AppViewSection } from '../components/app-view-section';
import { DeveloperGate } from '../components/developer-onboarding';
import { DocumentList } from '../components/document-list';
import { SdkGeneralSection, SdkModelSection } from '../components/sdk-sections';
import { TestPackageSection } from '../components/test-package-section';
import { VersionsSection } from '../components/versions-section';
import {
  isAppSection,
  MENU_SECTIONS,
  menuSection,
  resolveSection,
  sectionPath,
  type DeveloperSection,
} from '../sections';
import '../../../components/list-page.css';
import '../developer.css';

function DocumentsSection() {
  const { t } = useTranslation('developer');
  return (
    <section aria-labelledby="developer-section-title">
      <div className="page-heading-row">
        <h2 id="developer-section-title">{t('menu.documents')}</h2>
        <Link to="/articleWendan">{t('doc.openList')}</Link>
      </div>
      <DocumentList useList={useSdkDocs} label={t('menu.documents')} />
    </section>
  );
}

const CONTENT: Record<DeveloperSection, ComponentType> = {
  '1-1': AppListSection,
  '1-2': AppFormSection,
  '1-3': AppViewSection,
  '1-4': VersionsSection,
  '2-1': ApiSection,
  '2-2': SdkGeneralSection,
  '2-3': SdkModelSection,
  '2-4': TestPackageSection,
  '2-5': DocumentsSection,
};

/**
 * /developer (login; the server checks section `developer`): a side menu keyed by `menuIndex`:
 * my apps (1-1 list, 1-2 add or edit, 1-3 view, 1-4 versions; behind the developer onboarding)
 * and the developer resources (2-1 API, 2-2 general SDK, 2-3 model SDK, 2-4 test packages, 2-5
 * documents).
 */
export default function DeveloperPage() {
  const { t } = useTranslation('developer');
  const [params] = useSearchParams();
  const section = resolveSection(params.get('menuIndex'));
  const Content = CONTENT[section];
  const marked = menuSection(section);
  return (
    <div className="page developer-page">
      <h1>{t('title')}</h1>
      <div className="side-layout">
        <div className="side-panel developer-side">
          <nav aria-label={t('menuLabel')}>
            <ul className="developer-menu">
              {MENU_SECTIONS.map((item) => (
                <li key={item.key}>
                  <Link
                    to={sectionPath(item.key)}
                    className={
                      item.key === marked ? 'developer-menu-link active' : 'developer-menu-link'
                    }
                    aria-current={item.key === marked ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {section === '2-1' && <ApiCategoryNav />}
        </div>
        <div className="main-panel">
          {isAppSection(section) ? (
            <DeveloperGate>
              <Content />
            </DeveloperGate>
          ) : (
            <Content />
          )}
        </div>
      </div>
    </div>
  );
}
