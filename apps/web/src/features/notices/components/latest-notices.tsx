import { Link } from 'react-router';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useNewNotices } from '../api/get-new-notices';
import '../notices.css';

/** The "latest notices" block of the home page. */
export function LatestNotices() {
  const { t } = useTranslation('notices');
  const lang = useLang();
  const query = useNewNotices();

  let body;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  else
    body = (
      <ol className="latest-notices">
        {query.data.map((notice) => (
          <li key={notice.id}>
            <Link to={`/noticeDetail?id=${notice.id}`}>{notice.title}</Link>
            <time dateTime={notice.publishTime}>{formatDate(notice.publishTime, lang)}</time>
          </li>
        ))}
      </ol>
    );

  return (
    <section className="panel latest-panel" aria-labelledby="latest-notices-title">
      <h2 id="latest-notices-title">{t('latestTitle')}</h2>
      {body}
      <Link className="panel-more" to="/notice">
        {t('viewAll')}
      </Link>
    </section>
  );
}
