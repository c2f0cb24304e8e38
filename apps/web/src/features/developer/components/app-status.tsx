import { useTranslation } from 'react-i18next';
import type {
  AppReviewStatus,
  Lang,
  ReviewClock,
  ReviewReasonView,
  ShelfStatus,
  VersionStatus,
} from '@seuiot/contract';
import { StateTag, type Tone } from '@seuiot/ui';
import { formatDate } from '../../../lib/format-date';

const REVIEW_TONE: Record<AppReviewStatus, Tone> = {
  draft: 'neutral',
  pending: 'info',
  approved: 'success',
  updatePending: 'info',
  updateRejected: 'error',
  rejected: 'error',
};

const VERSION_TONE: Record<VersionStatus, Tone> = {
  draft: 'neutral',
  pending: 'info',
  approved: 'success',
  published: 'success',
  updateRejected: 'error',
  rejected: 'error',
};

export function ReviewTag({ status }: { status: AppReviewStatus }) {
  const { t } = useTranslation('developer');
  return <StateTag tone={REVIEW_TONE[status]}>{t(`apps.review.${status}`)}</StateTag>;
}

/** On the market or not; off it by a reviewer's take-down, that is said instead. */
export function ShelfTag({ status, takenDown }: { status: ShelfStatus; takenDown: boolean }) {
  const { t } = useTranslation('developer');
  if (takenDown && status !== 'launched')
    return <StateTag tone="error">{t('apps.shelf.takenDown')}</StateTag>;
  return (
    <StateTag tone={status === 'launched' ? 'success' : 'neutral'}>
      {t(`apps.shelf.${status}`)}
    </StateTag>
  );
}

/** The reviewer's reason for a take-down and the way back, while the app is taken down. */
export function TakenDownNote({ reason }: { reason: string }) {
  const { t } = useTranslation('developer');
  if (!reason) return null;
  return <p className="app-note app-note-error">{t('apps.takenDown', { reason })}</p>;
}

export function VersionTag({ status }: { status: VersionStatus }) {
  const { t } = useTranslation('developer');
  return <StateTag tone={VERSION_TONE[status]}>{t(`apps.versionStatus.${status}`)}</StateTag>;
}

/** A duration in whole hours (days past two days), in the reader's language. */
export function formatDuration(ms: number, lang: Lang): string {
  const hours = ms / 3_600_000;
  if (hours >= 48) {
    return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }).format(hours / 24);
  }
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(hours);
}

/** "Reviews take about X now (median of the last 30 days, N reviews)". */
export function ReviewClockText({ clock, lang }: { clock: ReviewClock; lang: Lang }) {
  const { t } = useTranslation('developer');
  return (
    <p className="review-clock">
      {clock.medianMs === null
        ? t('apps.clock.none', { days: clock.days })
        : // Under an hour it says so, never "about 0 hours" (issue 26).
          clock.medianMs < 3_600_000
          ? t('apps.clock.underAnHour', { days: clock.days, count: clock.reviews })
          : t('apps.clock.median', {
              duration: formatDuration(clock.medianMs, lang),
              days: clock.days,
              count: clock.reviews,
            })}
    </p>
  );
}

/** "Submitted <time>" while a review waits, else nothing. */
export function SubmittedAt({ time, lang }: { time: string | null; lang: Lang }) {
  const { t } = useTranslation('developer');
  if (!time) return null;
  return <span>{t('apps.submittedAt', { time: formatDate(time, lang, true) })}</span>;
}

/** The typed reasons of a rejection with their rules, and the reviewer's note. */
export function RejectReasons({ reasons, note }: { reasons: ReviewReasonView[]; note: string }) {
  const { t } = useTranslation('developer');
  if (!reasons.length && !note) return null;
  return (
    <div className="reject-reasons">
      <p className="reject-reasons-title">{t('apps.rejectReasons')}</p>
      {!!reasons.length && (
        <ul>
          {reasons.map((reason) => (
            <li key={reason.code}>
              <strong>
                {reason.rule} {reason.title}
              </strong>
              <span className="reject-rule">{reason.ruleText}</span>
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p className="reject-note">
          {t('apps.reviewerNote')}
          {note}
        </p>
      )}
    </div>
  );
}
