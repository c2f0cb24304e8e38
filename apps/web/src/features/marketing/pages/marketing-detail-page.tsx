import { Link, useSearchParams } from 'react-router';
import { Tag } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES } from '@seuiot/contract';
import { DetailState } from '../../../components/detail-state';
import { FileTable } from '../../../components/file-table';
import { ShareButton } from '../../../components/share-button';
import { PlainText } from '../../../components/plain-text';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useMaterialDetail } from '../api/get-material-detail';
import '../../../components/list-page.css';
import '../marketing.css';

/**
 * /marketingDetail?id= (login, shareable): title, type, views, date, the content as plain-text
 * paragraphs (never HTML) and the material's files.
 */
export default function MarketingDetailPage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useMaterialDetail(id);

  const body = (
    <DetailState
      id={id}
      query={query}
      title={t('detailTitle')}
      missingText={t('missing')}
      skeletonRows={8}
    >
      {(material) => (
        <article className="content-article" aria-labelledby="material-title">
          <h1 id="material-title">{material.title}</h1>
          <p className="content-meta">
            <Tag color="blue">{material.typeName}</Tag>
            <span>{t('views', { value: formatCount(material.views, lang) })}</span>
            <span>
              {t('publishedAt')}{' '}
              <time dateTime={material.createTime}>{formatDate(material.createTime, lang)}</time>
            </span>
          </p>
          <div className="content-actions">
            <ShareButton
              entityType={ENTITY_TYPES.other}
              entityId={material.id}
              redirectUrl={`/marketingDetail?id=${material.id}`}
            />
          </div>
          <PlainText content={material.content} className="content-body" />
          <section aria-labelledby="material-files-title" className="content-files">
            <h2 id="material-files-title">{t('filesTitle')}</h2>
            <FileTable files={material.files} label={t('filesTitle')} emptyText={t('noFiles')} />
          </section>
        </article>
      )}
    </DetailState>
  );

  return (
    <div className="page page-narrow">
      <div className="page-toolbar">
        <Link to="/marketing" className="back-link">
          <LeftOutlined aria-hidden /> {t('backToList')}
        </Link>
      </div>
      {body}
    </div>
  );
}
