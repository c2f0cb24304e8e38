import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES } from '@seuiot/contract';
import { DetailState } from '../../../components/detail-state';
import { PlainText } from '../../../components/plain-text';
import { ShareButton } from '../../../components/share-button';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useCountArticleRead } from '../api/count-article-read';
import { useArticle } from '../api/get-article';
import '../../../components/list-page.css';
import '../developer.css';

/**
 * /articleDetail?id= (login, or a shared document link's token): a document (or an FAQ answer) as plain-text paragraphs, with
 * author, views, created and updated. Each opening counts one read (POST updateReadNum), and the
 * views shown are the count that read produced.
 */
export default function ArticleDetailPage() {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useArticle(id);
  const read = useCountArticleRead();
  const counted = useRef<number | null>(null);
  const loaded = query.isSuccess;

  // Once per opening of an article, after it loaded (so a missing or forbidden one is not
  // counted); the ref keeps React's development double effects from counting twice.
  const { mutate } = read;
  useEffect(() => {
    if (id === null || !loaded || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, loaded, mutate]);

  const views = read.data !== undefined && read.variables === id ? read.data : query.data?.views;
  const back =
    query.data?.kind === 'faq' ? (
      <Link to="/support?tabIndex=1" className="back-link">
        <LeftOutlined aria-hidden /> {t('doc.backToFaq')}
      </Link>
    ) : (
      <Link to="/articleWendan" className="back-link">
        <LeftOutlined aria-hidden /> {t('doc.backToList')}
      </Link>
    );

  const body = (
    <DetailState
      id={id}
      query={query}
      title={t('doc.detailTitle')}
      missingText={t('doc.missing')}
      skeletonRows={10}
    >
      {(article) => (
        <article className="content-article" aria-labelledby="article-title">
          <h1 id="article-title">{article.name}</h1>
          <dl className="article-meta">
            <div>
              <dt>{t('doc.author')}</dt>
              <dd>{article.author}</dd>
            </div>
            <div>
              <dt>{t('doc.views')}</dt>
              <dd data-testid="article-views">{formatCount(views ?? article.views, lang)}</dd>
            </div>
            <div>
              <dt>{t('doc.created')}</dt>
              <dd>
                <time dateTime={article.createTime}>{formatDate(article.createTime, lang)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('doc.updated')}</dt>
              <dd>
                <time dateTime={article.updateTime}>{formatDate(article.updateTime, lang)}</time>
              </dd>
            </div>
          </dl>
          {article.kind === 'document' && (
            <div className="content-actions">
              <ShareButton entityType={ENTITY_TYPES.document} entityId={article.id} />
            </div>
          )}
          <PlainText content={article.content} className="content-body" />
        </article>
      )}
    </DetailState>
  );

  return (
    <div className="page page-narrow">
      <div className="page-toolbar">{back}</div>
      {body}
    </div>
  );
}
