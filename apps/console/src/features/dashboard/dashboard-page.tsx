import { Alert, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type Dashboard, type StaffMe } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { QueueTile } from '../../lib/queue-tile';
import { FigureTile } from '../../lib/content-figures';
import { PendingApprovalsCard } from './pending-card';
import { OrderFigures, OrderTile } from './order-figures';

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
        {(q.data?.queues ?? []).map((f) => (
          <QueueTile
            key={f.queue}
            title={t(`dashboard.${f.queue}`)}
            to={LINKS[f.queue]}
            waiting={f.waiting}
            oldestSince={f.oldestSince}
          />
        ))}
        {/* Administrators decide role grants, reviewers re-openings and bulk approvals. */}
        {(me.roles.includes('administrator') || me.roles.includes('reviewer')) && (
          <PendingApprovalsCard />
        )}
        {me.roles.includes('support') && <OrderTile />}
        {/* Editors and sales see their own queues' figures (decision 0023). */}
        {me.roles.includes('editor') && <FigureTile kind="scheduledNotices" />}
        {me.roles.includes('sales') && <FigureTile kind="awaitingGrants" />}
      </Row>
      {me.roles.includes('support') && <OrderFigures />}
    </>
  );
}
