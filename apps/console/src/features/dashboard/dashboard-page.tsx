import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSOLE_ROUTES, type Dashboard, type StaffMe } from '@seuiot/contract';
import { api } from '../../lib/api';
import { ageOf } from '../../lib/age';
import { errorText } from '../../lib/errors';
import { PendingApprovalsCard } from '../approvals/pending-card';
import { FigureCard } from '../content/figures';
import { OrderFigures } from '../orders/order-figures';

const LINKS = {
  accounts: '/accounts',
  identity: '/certs?kind=identity',
  enterprise: '/certs?kind=enterprise',
  developers: '/developers',
  apps: '/apps',
  versions: '/versions',
};

/** What waits in each review queue and how long the oldest item has waited. */
export default function DashboardPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: () => api<Dashboard>('GET', CONSOLE_ROUTES.dashboard),
    refetchInterval: 60_000,
    // The review queues are the reviewers'; support agents see the work orders below, and
    // administrators the approvals waiting.
    enabled: me.roles.includes('reviewer'),
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.dashboard')}
      </Typography.Title>
      {q.isError && <Alert type="error" role="alert" showIcon message={errorText(t, q.error)} />}
      <Row gutter={[16, 16]}>
        {(q.data?.queues ?? []).map((f) => {
          const age = f.oldestSince ? ageOf(f.oldestSince) : null;
          return (
            <Col key={f.queue} xs={24} sm={12} lg={8}>
              <Card title={<Link to={LINKS[f.queue]}>{t(`dashboard.${f.queue}`)}</Link>}>
                <Statistic title={t('dashboard.waiting')} value={f.waiting} />
                <Typography.Text type="secondary">
                  {age ? t(`dashboard.oldest_${age.unit}`, { count: age.n }) : t('dashboard.none')}
                </Typography.Text>
              </Card>
            </Col>
          );
        })}
        {me.roles.includes('administrator') && <PendingApprovalsCard />}
      </Row>
      {me.roles.includes('support') && <OrderFigures />}
      {/* Editors and sales see their own queues' figures (decision 0023). */}
      {me.roles.includes('editor') && <FigureCard kind="scheduledNotices" />}
      {me.roles.includes('sales') && <FigureCard kind="awaitingGrants" />}
    </>
  );
}
