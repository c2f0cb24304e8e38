import { Card, Col, Row, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ORDER_PATHS } from '@seuiot/contract';
import { call } from '../../lib/call';
import { errorText } from '../../lib/errors';
import { QueueTile } from '../../lib/queue-tile';

function useOrderFigures() {
  return useQuery({
    queryKey: ['console', 'orders', 'figures'],
    queryFn: () => call(CONSOLE_ORDER_PATHS.figures),
    refetchInterval: 60_000,
  });
}

/** The dashboard's tile of work orders waiting for support, and how many wait for customers. */
export function OrderTile() {
  const { t } = useTranslation();
  const q = useOrderFigures();
  return (
    <QueueTile
      title={t('dashboard.orders')}
      to="/orders?view=submitted"
      loading={q.isPending}
      waiting={q.isError ? errorText(t, q.error) : (q.data?.waiting ?? 0)}
      oldestSince={q.data?.oldestSince ?? null}
    >
      <div>
        <Typography.Text type="secondary">
          {t('orders.waitingCustomer', { count: q.data?.replied ?? 0 })}
        </Typography.Text>
      </div>
    </QueueTile>
  );
}

/** The dashboard's open work orders per device model and per app version. */
export function OrderFigures() {
  const { t } = useTranslation();
  const q = useOrderFigures();
  if (q.isError) return null; // the tile above says why
  const f = q.data;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} md={12}>
        <Card title={t('orders.byModel')} loading={q.isPending}>
          <Table
            size="small"
            pagination={false}
            rowKey="model"
            dataSource={f?.byModel ?? []}
            locale={{ emptyText: t('common.empty') }}
            columns={[
              { title: t('orders.model'), dataIndex: 'model' },
              { title: t('orders.openCount'), dataIndex: 'count', align: 'right' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('orders.byAppVersion')} loading={q.isPending}>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.app} ${r.version}`}
            dataSource={f?.byAppVersion ?? []}
            locale={{ emptyText: t('common.empty') }}
            columns={[
              { title: t('orders.app'), render: (_, r) => `${r.app} ${r.version}`.trim() },
              { title: t('orders.openCount'), dataIndex: 'count', align: 'right' },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
