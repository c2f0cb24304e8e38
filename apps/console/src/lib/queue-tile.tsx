import type { ReactNode } from 'react';
import { Card, Col, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageOf } from './age';

export interface QueueTileProps {
  /** The queue's name, a link to it when `to` is given. */
  title: string;
  to?: string;
  /** The count waiting, or a text when it could not be read. */
  waiting: number | string;
  /** When the oldest item began to wait (null: nothing waits); leave out where no age applies. */
  oldestSince?: string | null;
  loading?: boolean;
  children?: ReactNode;
}

/**
 * One queue on the dashboard: its name, how many wait and how long the oldest has. Every queue a
 * staff member's roles open is one of these tiles in one grid, so they read alike; the name wraps
 * rather than being cut off.
 */
export function QueueTile({ title, to, waiting, oldestSince, loading, children }: QueueTileProps) {
  const { t } = useTranslation();
  const age = oldestSince ? ageOf(oldestSince) : null;
  return (
    <Col xs={12} lg={8} xxl={6}>
      <Card
        size="small"
        loading={loading}
        style={{ height: '100%' }}
        styles={{ title: { whiteSpace: 'normal', padding: '8px 0' } }}
        title={to ? <Link to={to}>{title}</Link> : title}
      >
        <Statistic title={t('dashboard.waiting')} value={waiting} />
        {oldestSince !== undefined && (
          <Typography.Text type="secondary">
            {age ? t(`dashboard.oldest_${age.unit}`, { count: age.n }) : t('dashboard.none')}
          </Typography.Text>
        )}
        {children}
      </Card>
    </Col>
  );
}
