import { useState } from 'react';
import { Button, Drawer, Segmented, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CONSOLE_REVIEW_FILTERS,
  CONSOLE_ROUTES,
  type ConsoleReviewFilter,
  type ConsoleReviewQueue,
  type ConsoleReviewRow,
  type Page,
  type StaffMe,
} from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { ageOf } from '../../lib/age';
import { errorText } from '../../lib/errors';
import { ReviewDetail } from './review-detail';

/** The queue a path shows: /developers, /apps or /versions. */
export function queueOf(pathname: string): ConsoleReviewQueue {
  if (pathname.endsWith('/developers')) return 'developers';
  if (pathname.endsWith('/versions')) return 'versions';
  return 'apps';
}

/** A review queue (developer applications, apps or versions): the list and the detail drawer. */
export default function ReviewPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const q = queueOf(useLocation().pathname);
  const [status, setStatus] = useState<ConsoleReviewFilter>('pending');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['console', 'review', q, status, page],
    queryFn: () =>
      api<Page<ConsoleReviewRow>>(
        'GET',
        CONSOLE_ROUTES.reviewQueue + query({ queue: q, status, ...page }),
      ),
    placeholderData: keepPreviousData,
  });
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t(`shell.${q}`)}
      </Typography.Title>
      <Segmented<ConsoleReviewFilter>
        aria-label={t('review.filter')}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage({ ...page, pageNum: 1 });
        }}
        options={CONSOLE_REVIEW_FILTERS.map((s) => ({ value: s, label: t(`review.filter_${s}`) }))}
        // A phone's width: the options scroll inside the control, never the page.
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
      />
      <Table<ConsoleReviewRow>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: list.isError ? errorText(t, list.error) : t('common.empty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
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
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Button
                size="small"
                type="primary"
                aria-label={`${t('review.open')} ${r.title}`}
                onClick={() => setOpen(r.id)}
              >
                {t('review.open')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t(`review.drawer_${q}`)}
        width="min(760px, 100vw)"
        destroyOnHidden
      >
        {open !== null && (
          <ReviewDetail queue={q} id={open} me={me} onDecided={() => setOpen(null)} />
        )}
      </Drawer>
    </>
  );
}
