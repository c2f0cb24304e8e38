import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type ApprovalRow, type Page } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { QueueTile } from '../../lib/queue-tile';

/** The dashboard's figure of four-eyes requests waiting for the signed-in staff member. */
export function PendingApprovalsCard() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['console', 'approvals', 'count'],
    queryFn: () => api<Page<ApprovalRow>>('GET', `${CONSOLE_ROUTES.approvals}?pageSize=1`),
    refetchInterval: 60_000,
  });
  return (
    <QueueTile
      title={t('dashboard.approvals')}
      to="/approvals"
      loading={q.isPending}
      waiting={q.isError ? errorText(t, q.error) : (q.data?.total ?? 0)}
    />
  );
}
