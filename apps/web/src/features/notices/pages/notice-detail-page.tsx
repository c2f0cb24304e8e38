import { Link, useSearchParams } from 'react-router';
import { Empty, Skeleton } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { isMissingNotice, useNoticeDetail } from '../api/get-notice-detail';
import { NoticeContent } from '../components/notice-content';
import '../notices.css';

function readId(value: string | null): number | null {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

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

  let body;
  if (id === null || (query.isError && isMissingNotice(query.error))) {
    body = (
      <>
        <h1>{t('detailTitle')}</h1>
        <Empty description={t('missing')} />
      </>
    );
  } else if (query.isPending) {
    body = (
      <>
        <h1 className="visually-hidden">{t('detailTitle')}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  } else if (query.isError) {
    body = (
      <>
        <h1>{t('detailTitle')}</h1>
        <LoadError onRetry={() => void query.refetch()} />
      </>
    );
  } else {
    const notice = query.data;
    body = (
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
    );
  }

  return (
    <div className="page page-narrow">
      <div className="page-toolbar">{back}</div>
      {body}
    </div>
  );
}
