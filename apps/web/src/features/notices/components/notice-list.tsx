import { Link } from 'react-router';
import { Empty, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useNoticeList } from '../api/get-notice-list';
import '../notices.css';

interface Props {
  pageNum: number;
  title?: string;
  onPageChange: (pageNum: number) => void;
  /** Accessible name of the list (the heading above it). */
  labelledBy?: string;
}

/** A page of notices with antd pagination; loading, empty and error states included. */
export function NoticeList({ pageNum, title, onPageChange, labelledBy }: Props) {
  const { t } = useTranslation('notices');
  const lang = useLang();
  const query = useNoticeList({
    pageNum,
    pageSize: LIMITS.defaultPageSize,
    title: title || undefined,
  });

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  const page = query.data;
  if (page.list.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={title ? t('noMatch', { title }) : t('empty')}
      />
    );
  }

  return (
    <Spin spinning={query.isPlaceholderData && query.isFetching}>
      <ul className="notice-list" aria-labelledby={labelledBy}>
        {page.list.map((notice) => (
          <li key={notice.id} className="notice-item">
            <Link to={`/noticeDetail?id=${notice.id}`} className="notice-item-title">
              {notice.title}
            </Link>
            <time className="notice-item-time" dateTime={notice.publishTime}>
              {formatDate(notice.publishTime, lang)}
            </time>
            {notice.summary && <p className="notice-item-summary">{notice.summary}</p>}
          </li>
        ))}
      </ul>
      <Pager
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        onChange={(next) => onPageChange(next)}
        totalText={t('total', { count: page.total })}
      />
    </Spin>
  );
}
