import { useState } from 'react';
import { Button, Drawer, Flex, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleCustomer } from '@seuiot/contract';
import { useCustomers } from './api/customers';
import { FigureCard } from '../../lib/content-figures';
import { CustomerDetailView } from './customer-detail';

/** Customers by name, phone, e-mail or company; a customer's sections and grants (sales). */
export default function CustomersPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ConsoleCustomer | null>(null);
  const paged = useCustomers();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.customers')}
      </Typography.Title>
      <FigureCard kind="awaitingGrants" />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search {...paged.search(t('customers.search'), 320)} />
      </Flex>
      <Table<ConsoleCustomer>
        rowKey="id"
        scroll={{ x: 720 }}
        {...paged.table(t)}
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
