import { STATUS_TONE } from '../order-logic';

/** A work order's status as a label whose colours pass WCAG AA (orders.css). */
export function StatusTag({ status, name }: { status: number; name: string }) {
  return <span className={`wo-tag wo-tag-${STATUS_TONE[status] ?? 'neutral'}`}>{name}</span>;
}
