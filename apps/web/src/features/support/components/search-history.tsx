import { Button, Empty, Skeleton } from 'antd';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useSearchHistory } from '../api/get-search-history';

/** My recent FAQ searches (signed-in users only); choosing one searches again. */
export function SearchHistory({ user, onPick }: { user: string; onPick: (word: string) => void }) {
  const { t } = useTranslation('support');
  const lang = useLang();
  const query = useSearchHistory(user);

  let body;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('faq.noHistory')} />;
  else
    body = (
      <ul className="search-history" aria-labelledby="search-history-title">
        {query.data.map((record) => (
          <li key={record.keyword}>
            <Button
              type="link"
              className="search-history-word"
              autoInsertSpace={false}
              onClick={() => onPick(record.keyword)}
            >
              {record.keyword}
            </Button>
            <time dateTime={record.time}>{formatDate(record.time, lang, true)}</time>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="panel support-side-panel" aria-labelledby="search-history-title">
      <h2 id="search-history-title">
        <HistoryOutlined aria-hidden /> {t('faq.history')}
      </h2>
      {body}
    </section>
  );
}
