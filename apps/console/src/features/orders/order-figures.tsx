import { Alert, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSOLE_ROUTES, type OrderFigures as Figures } from '@seuiot/contract';
import { api } from '../../lib/api';
import { ageOf } from '../../lib/age';
import { errorText } from '../../lib/errors';

/** The dashboard's work orders: waiting for support, the oldest's age, open per model / app. */
export function OrderFigures() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['console', 'orders', 'figures'],
    queryFn: () => api<Figures>('GET', CONSOLE_ROUTES.orderFigures),
    refetchInterval: 60_000,
  });
  if (q.isError)
    return <Alert type="error" role="alert" showIcon message={errorText(t, q.error)} />;
  const f = q.data;
  const age = f?.oldestSince ? ageOf(f.oldestSince) : null;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} sm={12} lg={8}>
        <Card
          loading={q.isPending}
          title={<Link to="/orders?view=submitted">{t('dashboard.orders')}</Link>}
        >
          <Statistic title={t('dashboard.waiting')} value={f?.waiting ?? 0} />
          <Typography.Text type="secondary">
            {age ? t(`dashboard.oldest_${age.unit}`, { count: age.n }) : t('dashboard.none')}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {t('orders.waitingCustomer', { count: f?.replied ?? 0 })}
            </Typography.Text>
          </div>
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={8}>
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
      <Col xs={24} sm={12} lg={8}>
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
