import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderClock } from '@seuiot/contract';

/** Solid colours under white text, each at least 4.5:1 (antd's light presets are not). */
const COLOURS: Record<number, string> = { 1: '#ad4e00', 2: '#0958d9', 3: 'default' };

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status] ?? 'default'}>{t(`orders.status_${status}`)}</Tag>;
}

/** Hours and minutes of clock time. */
export function durationText(t: TFunction, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return t('orders.hm', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** The clock's time now (it has run on since the answer when running) and its state's text. */
function clockParts(t: TFunction, c: OrderClock): { time: string; state: string } {
  const ms = c.running ? c.workingMs + Math.max(0, Date.now() - Date.parse(c.asOf)) : c.workingMs;
  return {
    time: durationText(t, ms),
    state: c.running ? t('orders.clockRunning') : t(`orders.paused_${c.pausedReason ?? 'closed'}`),
  };
}

/** The service clock: its time, and whether it runs or why it is paused. */
export function clockText(t: TFunction, c: OrderClock): string {
  const { time, state } = clockParts(t, c);
  return `${time} (${state})`;
}

/** The service clock in two lines: its time, then whether it runs or why it is paused. */
export function Clock({ clock }: { clock: OrderClock }) {
  const { t } = useTranslation();
  const { time, state } = clockParts(t, clock);
  return (
    <>
      <div style={{ whiteSpace: 'nowrap' }}>{time}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {state}
      </Typography.Text>
    </>
  );
}
