import { useState } from 'react';
import { Flex, Input, Table, Tabs, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CERT_KINDS,
  CERT_QUEUE_STATES,
  CONSOLE_ROUTES,
  LIMITS,
  type CertQueueState,
  type ConsoleCertKind,
  type ConsoleCertRow,
  type Page,
  type StaffMe,
} from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { pagedTable } from '../../lib/paged-table';
import { openColumn, QueueDrawer, QueueStateFilter, useDateTime } from '../../lib/queue-parts';
import { CertDetail } from './cert-detail';

/**
 * Identity and enterprise certifications: the waiting ones, or the decided ones (approved or
 * rejected) searched by the customer's name, account, phone or company, to re-open one.
 */
export default function CertsPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: ConsoleCertKind = params.get('kind') === 'enterprise' ? 'enterprise' : 'identity';
  const [status, setStatus] = useState<CertQueueState>('pending');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['console', 'certs', kind, status, keyword, page],
    queryFn: () =>
      api<Page<ConsoleCertRow>>(
        'GET',
        CONSOLE_ROUTES.certs + query({ kind, status, keyword: keyword || undefined, ...page }),
      ),
    placeholderData: keepPreviousData,
  });
  const date = useDateTime();
  const first = () => setPage({ ...page, pageNum: 1 });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.certs')}
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setParams({ kind: k });
          first();
        }}
        items={CERT_KINDS.map((k) => ({ key: k, label: t(`certs.kind_${k}`) }))}
      />
      <Flex gap={12} wrap align="start">
        <QueueStateFilter<CertQueueState>
          states={CERT_QUEUE_STATES}
          value={status}
          onChange={(s) => {
            setStatus(s);
            first();
          }}
        />
        <Input.Search
          aria-label={t('certs.search')}
          placeholder={t('certs.search')}
          allowClear
          enterButton={t('certs.searchButton')}
          maxLength={LIMITS.consoleSearchMax}
          style={{ width: 420, maxWidth: '100%' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            first();
          }}
        />
      </Flex>
      <Table<ConsoleCertRow>
        rowKey="userId"
        scroll={{ x: 560 }}
        {...pagedTable(t, list, page, setPage)}
        columns={[
          { title: t('accounts.username'), dataIndex: 'username' },
          { title: t(`certs.name_${kind}`), dataIndex: 'name' },
          { title: t('certs.submittedAt'), render: (_, r) => date.format(new Date(r.submittedAt)) },
          ...(status === 'pending'
            ? []
            : [
                {
                  title: t('certs.reviewedAt'),
                  render: (_: unknown, r: ConsoleCertRow) =>
                    r.reviewedAt ? date.format(new Date(r.reviewedAt)) : '-',
                },
              ]),
          openColumn<ConsoleCertRow>(
            t(status === 'pending' ? 'certs.review' : 'certs.open'),
            (r) => r.username,
            (r) => setOpen(r.userId),
            t('common.actions'),
          ),
        ]}
      />
      <QueueDrawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t(status === 'pending' ? 'certs.reviewTitle' : 'certs.decidedTitle', {
          name: list.data?.list.find((r) => r.userId === open)?.username ?? '',
        })}
        width={640}
      >
        {open !== null && (
          <CertDetail kind={kind} userId={open} me={me} onDone={() => setOpen(null)} />
        )}
      </QueueDrawer>
    </>
  );
}
