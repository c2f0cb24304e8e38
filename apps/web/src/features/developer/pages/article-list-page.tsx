import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentList } from '../api/get-document-list';
import { DocumentList } from '../components/document-list';
import { sectionPath } from '../sections';
import '../../../components/list-page.css';
import '../developer.css';

/**
 * /articleWendan (login, shareable; the server checks section `developer`): the developer
 * documents with name, author, views, created and updated, searchable and paged.
 */
export default function ArticleListPage() {
  const { t } = useTranslation('developer');
  return (
    <div className="page">
      <div className="page-heading-row">
        <h1 id="documents-title">{t('doc.listTitle')}</h1>
        <Link to={sectionPath('2-1')}>{t('doc.toDeveloper')}</Link>
      </div>
      <div className="main-panel">
        <DocumentList useList={useDocumentList} label={t('doc.listTitle')} />
      </div>
    </div>
  );
}
