import { Card, Col, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSOLE_ROUTES, type ApprovalRow, type Page } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';

/** The dashboard's figure of four-eyes requests waiting for the signed-in staff member. */
export function PendingApprovalsCard() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['console', 'approvals', 'count'],
    queryFn: () => api<Page<ApprovalRow>>('GET', `${CONSOLE_ROUTES.approvals}?pageSize=1`),
    refetchInterval: 60_000,
  });
  return (
    <Col xs={24} sm={12} lg={8}>
      <Card title={<Link to="/approvals">{t('dashboard.approvals')}</Link>}>
        <Statistic
          title={t('dashboard.waiting')}
          value={q.isError ? errorText(t, q.error) : (q.data?.total ?? '…')}
        />
      </Card>
    </Col>
  );
}
