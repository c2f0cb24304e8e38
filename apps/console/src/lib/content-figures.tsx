import { Card, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_CONTENT_PATHS } from '@seuiot/contract';
import { call } from './call';
import { ageOf } from './age';
import { QueueTile } from './queue-tile';

/** The content and customer queue figures the staff member's roles may see (decision 0023). */
export function useContentFigures() {
  return useQuery({
    queryKey: ['console', 'content-figures'],
    queryFn: () => call(CONSOLE_CONTENT_PATHS.figures),
    refetchInterval: 60_000,
  });
}

/** One figure as a small card: scheduled notices, or trials waiting for a device grant. */
export function FigureCard({ kind }: { kind: 'scheduledNotices' | 'awaitingGrants' }) {
  const { t } = useTranslation();
  const q = useContentFigures();
  const value = q.data?.[kind];
  if (value === null || value === undefined) return null;
  const since = kind === 'awaitingGrants' ? q.data?.oldestAwaitingSince : null;
  const age = since ? ageOf(since) : null;
  return (
    <Card size="small" style={{ maxWidth: 280, marginBottom: 16 }}>
      <Statistic title={t(`content.figure_${kind}`)} value={value} />
      {age && (
        <Typography.Text type="secondary">
          {t(`dashboard.oldest_${age.unit}`, { count: age.n })}
        </Typography.Text>
      )}
    </Card>
  );
}

/** The same figure as a dashboard tile, linked to its screen. */
export function FigureTile({ kind }: { kind: 'scheduledNotices' | 'awaitingGrants' }) {
  const { t } = useTranslation();
  const q = useContentFigures();
  const value = q.data?.[kind];
  if (q.isSuccess && (value === null || value === undefined)) return null;
  return (
    <QueueTile
      title={t(`content.figure_${kind}`)}
      to={kind === 'awaitingGrants' ? '/customers' : '/notices'}
      loading={q.isPending}
      waiting={value ?? 0}
      {...(kind === 'awaitingGrants' ? { oldestSince: q.data?.oldestAwaitingSince ?? null } : {})}
    />
  );
}
