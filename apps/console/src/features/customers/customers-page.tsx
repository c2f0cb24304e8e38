import { useState } from 'react';
import { Button, Drawer, Flex, Input, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type ConsoleCustomer, type Page } from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { FigureCard } from '../content/figures';
import { CustomerDetailView } from './customer-detail';

/** Customers by name, phone, e-mail or company; a customer's sections and grants (sales). */
export default function CustomersPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<ConsoleCustomer | null>(null);
  const list = useQuery({
    queryKey: ['console', 'customers', keyword, page],
    queryFn: () =>
      api<Page<ConsoleCustomer>>('GET', CONSOLE_ROUTES.customers + query({ keyword, ...page })),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.customers')}
      </Typography.Title>
      <FigureCard kind="awaitingGrants" />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('customers.search')}
          placeholder={t('customers.search')}
          allowClear
          maxLength={64}
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage({ ...page, pageNum: 1 });
          }}
        />
      </Flex>
      <Table<ConsoleCustomer>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 720 }}
        locale={{ emptyText: list.isError ? errorText(t, list.error) : t('common.empty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('customers.username'), dataIndex: 'username' },
          { title: t('customers.truename'), dataIndex: 'truename' },
          { title: t('customers.company'), dataIndex: 'companyName' },
          { title: t('customers.phone'), dataIndex: 'phone' },
          { title: t('customers.email'), dataIndex: 'email' },
          {
            title: t('common.actions'),
            render: (_, c) => (
              <Button
                size="small"
                aria-label={`${t('customers.open')} ${c.username}`}
                onClick={() => setOpen(c)}
              >
                {t('customers.open')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        title={open?.username}
        width={640}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <CustomerDetailView userId={open.id} />}
      </Drawer>
    </>
  );
}
