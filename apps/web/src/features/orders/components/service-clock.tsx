import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderClock } from '@seuiot/contract';
import { clockWorkingMs, splitDuration } from '../order-logic';

/** A span as "2 d 3 h 5 min" in the reader's language. */
export function useDuration() {
  const { t } = useTranslation('orders');
  return (ms: number) => {
    const { days, hours, minutes } = splitDuration(ms);
    const parts: string[] = [];
    if (days) parts.push(t('clock.days', { count: days }));
    if (days || hours) parts.push(t('clock.hours', { count: hours }));
    parts.push(t('clock.minutes', { count: minutes }));
    return parts.join(' ');
  };
}

/**
 * The service clock (decision 0016): time with support so far, to the first reply and to the
 * resolution; running while the order waits for support, paused (and why) otherwise.
 */
export function ServiceClock({ clock }: { clock: OrderClock }) {
  const { t } = useTranslation('orders');
  const duration = useDuration();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock.running) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [clock.running]);

  return (
    <section className="wo-clock" aria-labelledby="wo-clock-title">
      <h3 id="wo-clock-title">{t('clock.title')}</h3>
      <p className="wo-clock-state">
        {clock.running
          ? t('clock.running')
          : t('clock.paused', {
              reason: clock.pausedReason
                ? t(`clock.reason.${clock.pausedReason}`)
                : (clock.pausedReasonText ?? ''),
            })}
      </p>
      <dl className="wo-clock-figures">
        <div>
          <dt>{t('clock.working')}</dt>
          <dd>{duration(clockWorkingMs(clock, now))}</dd>
        </div>
        <div>
          <dt>{t('clock.firstReply')}</dt>
          <dd>{clock.firstReplyMs === null ? t('clock.none') : duration(clock.firstReplyMs)}</dd>
        </div>
        <div>
          <dt>{t('clock.resolution')}</dt>
          <dd>{clock.resolutionMs === null ? t('clock.none') : duration(clock.resolutionMs)}</dd>
        </div>
      </dl>
    </section>
  );
}
