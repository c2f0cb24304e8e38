import { Link, useSearchParams } from 'react-router';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES } from '@seuiot/contract';
import { DetailState } from '../../../components/detail-state';
import { FileTable } from '../../../components/file-table';
import { ShareButton } from '../../../components/share-button';
import { PlainText } from '../../../components/plain-text';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useCaseDetail } from '../api/get-case-detail';
import { CasePrice } from '../components/case-price';
import type { SolutionCaseDetail } from '../types';
import '../../../components/list-page.css';
import '../solutions.css';

function CaseArticle({ item }: { item: SolutionCaseDetail }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <article className="content-article sol-detail" aria-labelledby="case-title">
      <h1 id="case-title">{item.title}</h1>
      <p className="content-meta">
        <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
        <span>{t('solution.views', { count: item.views })}</span>
      </p>
      <div className="content-actions">
        <ShareButton entityType={ENTITY_TYPES.solution} entityId={item.id} />
      </div>
      <div className="sol-detail-top">
        <img className="sol-detail-cover" src={item.cover} alt="" width={480} height={270} />
        <dl className="sol-facts">
          <div>
            <dt>{t('solution.industries')}</dt>
            <dd>
              <ul className="sol-chips">
                {item.industries.map((industry) => (
                  <li key={industry.id} className="sol-chip">
                    <Link to={`/solution?tabIndex=1&industryId=${industry.id}`}>
                      {industry.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{t('solution.price')}</dt>
            <dd>
              <CasePrice price={item.price} priceNote={item.priceNote} />
            </dd>
          </div>
          <div>
            <dt>{t('solution.devices')}</dt>
            <dd>
              {item.devices.length === 0 ? (
                t('solution.noDevices')
              ) : (
                <ul className="sol-chips">
                  {item.devices.map((device) => (
                    <li key={device.id} className="sol-chip">
                      <Link to={`/solution?tabIndex=2&productId=${device.id}`}>{device.model}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <section className="content-body" aria-labelledby="case-content-title">
        <h2 id="case-content-title" className="sol-detail-heading">
          {t('solution.content')}
        </h2>
        <p className="sol-detail-summary">{item.summary}</p>
        <PlainText content={item.content} />
      </section>
      <section className="content-files" aria-labelledby="case-files-title">
        <h2 id="case-files-title">{t('solution.files')}</h2>
        <FileTable files={item.files} label={t('solution.files')} />
      </section>
    </article>
  );
}

/**
 * /solutionDetail?id= (login, or a shared link's token): industries, price in yuan, applicable
 * devices, content and files. Without the `solution` section the server answers A0017: the toast
 * says so and the page shows "no permission, please contact the administrator".
 */
export default function SolutionDetailPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useCaseDetail(id);

  const body = (
    <DetailState
      id={id}
      query={query}
      title={t('solution.detailTitle')}
      missingText={t('solution.missing')}
      skeletonRows={10}
      className="content-article"
    >
      {(item) => <CaseArticle item={item} />}
    </DetailState>
  );

  return (
    <div className="page page-narrow sol-detail-page">
      <div className="page-toolbar">
        <Link to="/solution" className="back-link">
          <LeftOutlined aria-hidden /> {t('solution.back')}
        </Link>
      </div>
      {body}
    </div>
  );
}
