import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APP_PASSED_STATUSES,
  APP_REVIEW_STATUSES,
  SHELF_STATUSES,
  type Lang,
} from '@seuiot/contract';
import { formatCount } from '../../../lib/format-number';
import { showSuccessToast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { withParams } from '../../../lib/search-params';
import { useChangeAppStatus, type AppStatusAction } from '../api/change-app-status';
import { useMyApps } from '../api/get-my-apps';
import type { MyAppRow } from '../app-types';
import { sectionPath } from '../sections';
import {
  RejectReasons,
  ReviewClockText,
  ReviewTag,
  ShelfTag,
  SubmittedAt,
  TakenDownNote,
} from './app-status';
import { PagedList, usePageParam } from './paged-list';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog'));

type ReviewFilter = (typeof APP_REVIEW_STATUSES)[number];
type ShelfFilter = (typeof SHELF_STATUSES)[number];

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

interface Pending {
  app: MyAppRow;
  action: AppStatusAction;
}

/** The state actions of a row, in the order the card shows them (those the server allows). */
const ROW_ACTIONS: readonly AppStatusAction[] = ['withdraw', 'release', 'unrelease', 'delete'];

function AppCard({
  app,
  lang,
  onAction,
}: {
  app: MyAppRow;
  lang: Lang;
  onAction: (pending: Pending) => void;
}) {
  const { t } = useTranslation('developer');
  const titleId = `app-${app.id}-name`;
  const passed = APP_PASSED_STATUSES.includes(app.reviewStatus);
  return (
    <article className="app-card" aria-labelledby={titleId}>
      <div className="app-card-head">
        {app.icon ? (
          <img className="app-icon" src={app.icon} alt="" width={56} height={56} />
        ) : (
          <span className="app-icon app-icon-empty" aria-hidden />
        )}
        <div className="app-card-title">
          <h3 id={titleId}>{app.name}</h3>
          <p className="app-meta">
            <span>{app.packageName}</span>
            {app.versionName && <span>{t('apps.versionLabel', { name: app.versionName })}</span>}
            {app.category && <span>{app.category}</span>}
            <span>
              {t('apps.downloads', {
                count: app.downloads,
                formatted: formatCount(app.downloads, lang),
              })}
            </span>
          </p>
          <p className="app-tags">
            <ReviewTag status={app.reviewStatus} />
            <ShelfTag status={app.shelfStatus} takenDown={!!app.takenDownReason} />
            {app.hasPendingChanges && <span className="app-note">{t('apps.pendingChanges')}</span>}
          </p>
          {(app.reviewStatus === 'pending' || app.reviewStatus === 'updatePending') && (
            <p className="app-meta">
              <SubmittedAt time={app.submitTime} lang={lang} />
            </p>
          )}
        </div>
      </div>
      {(app.reviewStatus === 'rejected' || app.reviewStatus === 'updateRejected') && (
        <RejectReasons reasons={app.rejectReasons} note={app.rejectNote} />
      )}
      <TakenDownNote reason={app.takenDownReason} />
      <div className="app-actions">
        <Link
          aria-label={t('actionOf', { action: t('apps.action.view'), name: app.name })}
          to={sectionPath('1-3', { id: app.id })}
        >
          {t('apps.action.view')}
        </Link>
        {app.actions.edit && (
          <Link
            aria-label={t('actionOf', { action: t('apps.action.edit'), name: app.name })}
            to={sectionPath('1-2', { id: app.id })}
          >
            {t('apps.action.edit')}
          </Link>
        )}
        {passed && (
          <Link
            aria-label={t('actionOf', { action: t('apps.action.versions'), name: app.name })}
            to={sectionPath('1-4', { id: app.id })}
          >
            {t('apps.action.versions')}
          </Link>
        )}
        {ROW_ACTIONS.filter((action) => app.actions[action]).map((action) => (
          <Button
            aria-label={t('actionOf', { action: t(`apps.action.${action}`), name: app.name })}
            key={action}
            size="small"
            danger={action === 'delete'}
            onClick={() => onAction({ app, action })}
          >
            {t(`apps.action.${action}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}

/**
 * My apps (menuIndex 1-1): filters by review and shelf state in the address, the review clock,
 * and a card per app with the actions its state allows; withdraw, release, unrelease and delete
 * ask first. Cards rather than a table: the same markup reads at 400 px and at 1280 px.
 */
export function AppListSection() {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const reviewStatus = pick<ReviewFilter>(params.get('reviewStatus'), APP_REVIEW_STATUSES);
  const shelfStatus = pick<ShelfFilter>(params.get('shelfStatus'), SHELF_STATUSES);
  const { pageNum, pageSize } = usePageParam();
  const query = useMyApps({ pageNum, pageSize, reviewStatus, shelfStatus });
  const change = useChangeAppStatus();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { app, action } = pending;
    setPending(null);
    change.mutate(
      { id: app.id, action },
      { onSuccess: () => showSuccessToast(t(`apps.done.${action}`, { name: app.name })) },
    );
  };

  return (
    <section aria-labelledby="developer-section-title">
      <div className="page-heading-row">
        <h2 id="developer-section-title">{t('menu.appList')}</h2>
        <Link className="ant-btn ant-btn-primary" to={sectionPath('1-2')}>
          {t('menu.appAdd')}
        </Link>
      </div>
      {query.data && <ReviewClockText clock={query.data.reviewClock} lang={lang} />}
      <div className="filter-bar">
        <Select
          className="filter-select"
          aria-label={t('apps.filter.review')}
          value={reviewStatus ?? ''}
          onChange={(value: string) =>
            setParams(withParams(params, { reviewStatus: value || null, pageNum: null }))
          }
          options={[
            { value: '', label: t('apps.filter.allReview') },
            ...APP_REVIEW_STATUSES.map((status) => ({
              value: status,
              label: t(`apps.review.${status}`),
            })),
          ]}
        />
        <Select
          className="filter-select"
          aria-label={t('apps.filter.shelf')}
          value={shelfStatus ?? ''}
          onChange={(value: string) =>
            setParams(withParams(params, { shelfStatus: value || null, pageNum: null }))
          }
          options={[
            { value: '', label: t('apps.filter.allShelf') },
            ...SHELF_STATUSES.map((status) => ({
              value: status,
              label: t(`apps.shelf.${status}`),
            })),
          ]}
        />
      </div>
      <PagedList
        query={query}
        emptyText={reviewStatus || shelfStatus ? t('apps.emptyFiltered') : t('apps.empty')}
        totalText={(total) => t('apps.total', { count: total })}
      >
        {(app) => <AppCard key={app.id} app={app} lang={lang} onAction={setPending} />}
      </PagedList>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t(`apps.confirm.${pending.action}.title`)}
            content={t(`apps.confirm.${pending.action}.content`, { name: pending.app.name })}
            okText={t(`apps.action.${pending.action}`)}
            danger={pending.action === 'delete' || pending.action === 'unrelease'}
            onConfirm={confirm}
            onClose={() => setPending(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
