import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../../components/plain-text';
import { QueryError } from '../../../components/query-error';
import { useCountFaqRead } from '../api/count-faq-read';
import { useFaq } from '../api/get-faq';

/**
 * The full answer of an FAQ, loaded when its panel first opens (public); opening counts one read.
 * Signed-in readers may also open it as a page (/articleDetail needs login).
 */
export function FaqAnswer({ id, signedIn }: { id: number; signedIn: boolean }) {
  const { t } = useTranslation('support');
  const query = useFaq(id);
  const { mutate } = useCountFaqRead();
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    mutate(id);
  }, [id, mutate]);

  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="faq-answer">
      <PlainText content={query.data.content} />
      {signedIn && (
        <Link to={`/articleDetail?id=${id}`} className="faq-answer-page">
          {t('faq.openAsPage')}
        </Link>
      )}
    </div>
  );
}
