import { useState } from 'react';
import { Button, Drawer, Flex, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CONSOLE_ORDER_VIEWS,
  LIMITS,
  type ConsoleOrderRow,
  type ConsoleOrderView,
  type StaffMe,
} from '@seuiot/contract';
import { ageOf } from '../../lib/age';
import { errorText } from '../../lib/errors';
import { useInbox } from './api/orders';
import { OrderDetailView } from './order-detail';
import { Clock, StatusTag } from './order-parts';

const AGES = [0, 1, 4, 24, 72] as const;

/** The work-order inbox: open orders by default, oldest waiting first, with the service clock. */
export default function OrdersPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = (CONSOLE_ORDER_VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as ConsoleOrderView)
    : 'open';
  const open = Number(params.get('id')) || null;
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [minAgeHours, setMinAge] = useState(0);
  const [assignee, setAssignee] = useState<'' | 'me' | 'none'>('');
  const [keyword, setKeyword] = useState('');
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };
  const list = useInbox({
    view,
    ...page,
    minAgeHours: minAgeHours || undefined,
    assignee: assignee || undefined,
    keyword: keyword || undefined,
  });
  const reset = () => setPage((p) => ({ ...p, pageNum: 1 }));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.orders')}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('orders.view')}
          value={view}
          style={{ minWidth: 150 }}
          onChange={(v) => {
            setParam('view', v);
            reset();
          }}
          options={CONSOLE_ORDER_VIEWS.map((v) => ({ value: v, label: t(`orders.view_${v}`) }))}
        />
        <Select
          aria-label={t('orders.minAge')}
          value={minAgeHours}
          style={{ minWidth: 150 }}
          onChange={(v) => {
            setMinAge(v);
            reset();
          }}
          options={AGES.map((h) => ({
            value: h,
            label: h ? t('orders.olderThan', { count: h }) : t('orders.anyAge'),
          }))}
        />
        <Select
          aria-label={t('orders.assignee')}
          value={assignee}
          style={{ minWidth: 150 }}
          onChange={(v) => {
            setAssignee(v);
            reset();
          }}
          options={[
            { value: '', label: t('orders.assignee_all') },
            { value: 'me', label: t('orders.assignee_me') },
            { value: 'none', label: t('orders.assignee_none') },
          ]}
        />
        <Input.Search
          aria-label={t('orders.search')}
          placeholder={t('orders.search')}
          allowClear
          maxLength={LIMITS.searchMaxLength}
          style={{ width: 340, maxWidth: '100%' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            reset();
          }}
        />
      </Flex>
      <Table<ConsoleOrderRow>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        tableLayout="fixed"
        scroll={{ x: 960 }}
        locale={{ emptyText: list.isError ? errorText(t, list.error) : t('common.empty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          {
            title: t('orders.number'),
            width: 170,
            render: (_, r) => (
              <Button
                type="link"
                style={{ padding: 0, whiteSpace: 'nowrap' }}
                onClick={() => setParam('id', String(r.id))}
              >
                {r.number}
              </Button>
            ),
          },
          {
            // The title with who asked and about what beneath it: the widest column takes the
            // space the fixed ones leave (the others had squeezed it to a few characters).
            title: t('orders.title'),
            render: (_, r) => (
              <>
                <Typography.Text ellipsis={{ tooltip: r.title }} style={{ display: 'block' }}>
                  {r.title}
                </Typography.Text>
                <Typography.Text
                  type="secondary"
                  ellipsis
                  style={{ display: 'block', fontSize: 12 }}
                >
                  {[r.customer, r.device, r.app].filter(Boolean).join(' · ')}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('orders.status'),
            width: 180,
            render: (_, r) => {
              const a = ageOf(r.since);
              return (
                <>
                  <StatusTag status={r.status} />
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('orders.inStatusFor', { age: t(`orders.age_${a.unit}`, { count: a.n }) })}
                    </Typography.Text>
                  </div>
                </>
              );
            },
          },
          { title: t('orders.clock'), width: 180, render: (_, r) => <Clock clock={r.clock} /> },
          { title: t('orders.assignee'), width: 120, render: (_, r) => r.assignee ?? '—' },
          {
            title: t('orders.rating'),
            width: 100,
            render: (_, r) =>
              r.rating === null ? (
                '—'
              ) : (
                <span role="img" aria-label={t('orders.ratingOf', { count: r.rating })}>
                  {'★'.repeat(r.rating)}
                </span>
              ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setParam('id', null)}
        title={t('orders.detailTitle')}
        width="min(760px, 100vw)"
        destroyOnHidden
      >
        {open !== null && (
          <OrderDetailView id={open} me={me} onOpen={(id) => setParam('id', String(id))} />
        )}
      </Drawer>
    </>
  );
}
