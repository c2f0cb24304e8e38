import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Platform } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { usePlatforms } from '../api/get-platforms';
import { useTrialAction, type TrialAction } from '../api/trial';
import { platformActions } from '../platform-actions';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog'));

const STATE_KEYS: Record<Platform['state'], string> = {
  none: 'platform.state.none',
  trial: 'platform.state.trial',
  active: 'platform.state.active',
  awaitingAuthorization: 'platform.state.awaitingAuthorization',
};

interface CardProps {
  platform: Platform;
  signedIn: boolean;
  busy: boolean;
  announcement: string;
  onAction: (platform: Platform, action: TrialAction) => void;
}

function PlatformCard({ platform, signedIn, busy, announcement, onAction }: CardProps) {
  const { t } = useTranslation('workbench');
  const lang = useLang();
  const actions = platformActions(platform, signedIn);
  const titleId = `platform-${platform.id}-title`;
  const state = signedIn ? platform.state : 'none';
  const cancelLabel = t(
    state === 'awaitingAuthorization' ? 'platform.cancelRequest' : 'platform.cancel',
  );
  return (
    <li className="wb-platform">
      <div className="wb-platform-head">
        <h3 id={titleId}>{platform.name}</h3>
        {signedIn && <span className={`wb-state wb-state-${state}`}>{t(STATE_KEYS[state])}</span>}
      </div>
      <p className="wb-platform-text">{platform.description}</p>
      {state === 'trial' && platform.trialEndTime && (
        <p className="wb-platform-note">
          {t('platform.trialUntil', { date: formatDate(platform.trialEndTime, lang) })}
        </p>
      )}
      {(state === 'trial' || state === 'active') &&
        platform.needsAuthorization &&
        platform.authorizedDevices > 0 && (
          <p className="wb-platform-note">
            {t('platform.authorized', { count: platform.authorizedDevices })}
          </p>
        )}
      {state === 'awaitingAuthorization' && (
        <p className="wb-platform-note wb-platform-waiting">{t('platform.awaitingText')}</p>
      )}
      <div className="wb-platform-actions">
        {!signedIn && (
          <Link to="/portal/login?redirect=%2F" className="wb-button">
            {t('platform.signInToApply')}
          </Link>
        )}
        {actions.enter && (
          <Button
            type="primary"
            href={platform.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('platform.enter')} ${platform.name} ${t('platform.newTab')}`}
          >
            {t('platform.enter')}
          </Button>
        )}
        {actions.apply && (
          <Button
            type="primary"
            loading={busy}
            aria-label={`${t('platform.apply')} ${platform.name}`}
            onClick={() => onAction(platform, 'apply')}
          >
            {t('platform.apply')}
          </Button>
        )}
        {actions.cancel && (
          <Button
            loading={busy}
            aria-label={`${cancelLabel} ${platform.name}`}
            onClick={() => onAction(platform, 'cancel')}
          >
            {cancelLabel}
          </Button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </li>
  );
}

/**
 * "My management systems" (spec 2.7): apply for a trial, cancel it (after confirmation), enter the
 * system in a new tab. MDM waits for sales to grant a device quantity: its own state.
 */
export function PlatformList({ username }: { username: string | null }) {
  const { t } = useTranslation('workbench');
  const query = usePlatforms(username);
  const trial = useTrialAction();
  const [confirming, setConfirming] = useState<Platform | null>(null);
  const [announcements, setAnnouncements] = useState<Record<number, string>>({});

  const run = (platform: Platform, action: TrialAction) => {
    trial.mutate(
      { platformId: platform.id, action },
      {
        onSuccess: (next) => {
          const key =
            action === 'cancel'
              ? 'platform.announce.cancelled'
              : next.state === 'awaitingAuthorization'
                ? 'platform.announce.awaiting'
                : 'platform.announce.started';
          setAnnouncements((all) => ({ ...all, [platform.id]: t(key, { name: next.name }) }));
        },
        // The server knows better (applied twice in another tab...): show its state.
        onError: () => void query.refetch(),
      },
    );
  };

  const onAction = (platform: Platform, action: TrialAction) => {
    if (action === 'cancel') setConfirming(platform);
    else run(platform, action);
  };

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (query.isError)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <ul className="wb-platforms">
        {query.data.map((platform) => (
          <PlatformCard
            key={platform.id}
            platform={platform}
            signedIn={username !== null}
            busy={trial.isPending && trial.variables?.platformId === platform.id}
            announcement={announcements[platform.id] ?? ''}
            onAction={onAction}
          />
        ))}
      </ul>
    );

  return (
    <section className="panel wb-section" aria-labelledby="wb-platforms-title">
      <h2 id="wb-platforms-title">{t('platform.title')}</h2>
      {body}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t(
              confirming.state === 'awaitingAuthorization'
                ? 'platform.confirmCancelRequestTitle'
                : 'platform.confirmCancelTitle',
              { name: confirming.name },
            )}
            content={t('platform.confirmCancelText', { name: confirming.name })}
            okText={t('platform.confirmCancelOk')}
            onConfirm={() => {
              run(confirming, 'cancel');
              setConfirming(null);
            }}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
