import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSdkDocs } from '../api/get-sdk-docs';
import { ApiCategoryNav, ApiSection } from '../components/api-section';
import { DocumentList } from '../components/document-list';
import { SdkGeneralSection, SdkModelSection } from '../components/sdk-sections';
import { TestPackageSection } from '../components/test-package-section';
import {
  DEVELOPER_SECTIONS,
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
  '2-1': ApiSection,
  '2-2': SdkGeneralSection,
  '2-3': SdkModelSection,
  '2-4': TestPackageSection,
  '2-5': DocumentsSection,
};

/**
 * /developer (login; the server checks section `developer`): a side menu of the developer
 * resources keyed by `menuIndex` (2-1 API, 2-2 general SDK, 2-3 model SDK, 2-4 test packages,
 * 2-5 documents). Values of the developer-apps issue (1-x) show the first section until it lands.
 */
export default function DeveloperPage() {
  const { t } = useTranslation('developer');
  const [params] = useSearchParams();
  const section = resolveSection(params.get('menuIndex'));
  const Content = CONTENT[section];
  return (
    <div className="page developer-page">
      <h1>{t('title')}</h1>
      <div className="side-layout">
        <div className="side-panel developer-side">
          <nav aria-label={t('menuLabel')}>
            <ul className="developer-menu">
              {DEVELOPER_SECTIONS.map((item) => (
                <li key={item.key}>
                  <Link
                    to={sectionPath(item.key)}
                    className={
                      item.key === section ? 'developer-menu-link active' : 'developer-menu-link'
                    }
                    aria-current={item.key === section ? 'page' : undefined}
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
          <Content />
        </div>
      </div>
    </div>
  );
}
