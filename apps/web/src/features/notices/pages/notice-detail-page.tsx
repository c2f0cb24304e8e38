import { Link, useSearchParams } from 'react-router';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { DetailState } from '../../../components/detail-state';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useNoticeDetail } from '../api/get-notice-detail';
import { NoticeContent } from '../components/notice-content';
import '../notices.css';

/** /noticeDetail?id=: title, publish time, plain-text content, previous/next, back to list. */
export default function NoticeDetailPage() {
  const { t } = useTranslation('notices');
  const lang = useLang();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useNoticeDetail(id);

  const back = (
    <Link to="/notice" className="back-link">
      <LeftOutlined aria-hidden /> {t('backToList')}
    </Link>
  );

  const body = (
    <DetailState
      id={id}
      query={query}
      title={t('detailTitle')}
      missingText={t('missing')}
      skeletonRows={8}
    >
      {(notice) => (
        <article className="notice-article" aria-labelledby="notice-title">
          <h1 id="notice-title">{notice.title}</h1>
          <p className="notice-meta">
            {t('publishedAt')}{' '}
            <time dateTime={notice.publishTime}>{formatDate(notice.publishTime, lang, true)}</time>
          </p>
          <NoticeContent content={notice.content} />
          <nav className="notice-pager" aria-label={t('pagerLabel')}>
            {notice.prevId !== null ? (
              <Link to={`/noticeDetail?id=${notice.prevId}`} rel="prev">
                {t('previous')}
              </Link>
            ) : (
              <span className="notice-pager-none">{t('noPrevious')}</span>
            )}
            {notice.nextId !== null ? (
              <Link to={`/noticeDetail?id=${notice.nextId}`} rel="next">
                {t('next')}
              </Link>
            ) : (
              <span className="notice-pager-none">{t('noNext')}</span>
            )}
          </nav>
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
