import { useState } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CONSOLE_REVIEW_FILTERS,
  type ConsoleReviewFilter,
  type ConsoleReviewQueue,
  type ConsoleReviewRow,
  type StaffMe,
} from '@seuiot/contract';
import { ageOf } from '../../lib/age';
import { pagedTable } from '../../lib/paged-table';
import { openColumn, QueueDrawer, QueueStateFilter, useDateTime } from '../../lib/queue-parts';
import { ReviewDetail } from './review-detail';
import { useReviewQueue } from './api/review';

/** The queue a path shows: /developers, /apps or /versions. */
export function queueOf(pathname: string): ConsoleReviewQueue {
  if (pathname.endsWith('/developers')) return 'developers';
  if (pathname.endsWith('/versions')) return 'versions';
  return 'apps';
}

/** A review queue (developer applications, apps or versions): the list and the detail drawer. */
export default function ReviewPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const q = queueOf(useLocation().pathname);
  const [status, setStatus] = useState<ConsoleReviewFilter>('pending');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useReviewQueue({ queue: q, status, ...page });
  const date = useDateTime();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t(`shell.${q}`)}
      </Typography.Title>
      <QueueStateFilter<ConsoleReviewFilter>
        states={CONSOLE_REVIEW_FILTERS}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <Table<ConsoleReviewRow>
        rowKey="id"
        scroll={{ x: 640 }}
        {...pagedTable(t, list, page, setPage)}
        columns={[
          { title: t(`review.title_${q}`), dataIndex: 'title' },
          ...(q === 'versions'
            ? [
                {
                  title: t('review.version'),
                  render: (_: unknown, r: ConsoleReviewRow) =>
                    `${r.versionName ?? ''} (${r.versionCode ?? '-'})`,
                },
              ]
            : []),
          { title: t('review.developer'), dataIndex: 'username' },
          {
            title: t('review.kind'),
            render: (_, r) => t(`review.subject_${r.subject}`),
          },
          {
            title: t('review.submittedAt'),
            render: (_, r) => (r.submittedAt ? date.format(new Date(r.submittedAt)) : '-'),
          },
          {
            title: t('review.age'),
            render: (_, r) => {
              if (!r.submittedAt) return '-';
              const a = ageOf(r.submittedAt);
              return t(`review.age_${a.unit}`, { count: a.n });
            },
          },
          openColumn<ConsoleReviewRow>(
            t('review.open'),
            (r) => r.title,
            (r) => setOpen(r.id),
            t('common.actions'),
          ),
        ]}
      />
      <QueueDrawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t(`review.drawer_${q}`)}
        width={760}
      >
        {open !== null && (
          <ReviewDetail queue={q} id={open} me={me} onDecided={() => setOpen(null)} />
        )}
      </QueueDrawer>
    </>
  );
}
