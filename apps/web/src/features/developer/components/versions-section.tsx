import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@seuiot/contract';
import { StateTag } from '@seuiot/ui';
import { DetailState } from '../../../components/detail-state';
import { showSuccessToast } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useMyApp } from '../api/get-my-app';
import { useVersions } from '../api/get-versions';
import { useVersionAction, type VersionAction } from '../api/version-actions';
import type { MyAppDetail, VersionRow } from '../app-types';
import { sectionPath } from '../sections';
import { RejectReasons, VersionTag } from './app-status';
import { PagedList, usePageParam } from './paged-list';
import { VersionForm } from './version-form';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog'));

/** Why a version cannot be deleted, for the disabled button's description. */
function deleteBlocker(version: VersionRow, highest: boolean, app: MyAppDetail): string {
  if (version.first) {
    // The first version goes with its app, which is deleted only if it never reached the market.
    if (app.actions.delete) return 'first';
    if (app.currentVersion !== null || app.shelfStatus === 'launched') return 'firstOnMarket';
    return 'firstWithdraw';
  }
  if (!highest) return 'notHighest';
  if (version.status === 'pending') return 'underReview';
  return 'notAllowed';
}

function VersionCard({
  app,
  version,
  highest,
  lang,
  onAction,
  onEdit,
}: {
  app: MyAppDetail;
  version: VersionRow;
  highest: boolean;
  lang: Lang;
  onAction: (version: VersionRow, action: VersionAction) => void;
  onEdit: (version: VersionRow) => void;
}) {
  const { t } = useTranslation('developer');
  const titleId = `version-${version.id}-name`;
  const blockerId = `version-${version.id}-delete-note`;
  const label = version.versionName || t('apps.versions.unnamed');
  return (
    <article className="app-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {label}
        {version.versionCode !== null && (
          <span className="app-meta">
            {' '}
            ({t('apps.versions.code', { code: version.versionCode })})
          </span>
        )}
      </h3>
      <p className="app-tags">
        <VersionTag status={version.status} />
        {version.current && <StateTag tone="success">{t('apps.versions.current')}</StateTag>}
      </p>
      <p className="app-meta">
        <span>
          {t('apps.downloads', {
            count: version.downloads,
            formatted: formatCount(version.downloads, lang),
          })}
        </span>
        <span>
          {version.submitTime
            ? t('apps.submittedAt', { time: formatDate(version.submitTime, lang, true) })
            : t('apps.versions.notSubmitted')}
        </span>
      </p>
      {(version.status === 'rejected' || version.status === 'updateRejected') && (
        <RejectReasons reasons={version.rejectReasons} note={version.rejectNote} />
      )}
      <div className="app-actions">
        {version.actions.edit && (
          <Button
            aria-label={t('actionOf', { action: t('apps.action.edit'), name: label })}
            size="small"
            onClick={() => onEdit(version)}
          >
            {t('apps.action.edit')}
          </Button>
        )}
        {(['submit', 'withdraw', 'publish'] as const)
          .filter((action) => version.actions[action])
          .map((action) => (
            <Button
              aria-label={t('actionOf', {
                action: t(`apps.versions.action.${action}`),
                name: label,
              })}
              key={action}
              size="small"
              type={action === 'publish' ? 'primary' : 'default'}
              onClick={() => onAction(version, action)}
            >
              {t(`apps.versions.action.${action}`)}
            </Button>
          ))}
        <Button
          aria-label={t('actionOf', { action: t('apps.action.delete'), name: label })}
          size="small"
          danger
          disabled={!version.actions.delete}
          aria-describedby={version.actions.delete ? undefined : blockerId}
          onClick={() => onAction(version, 'delete')}
        >
          {t('apps.action.delete')}
        </Button>
        {!version.actions.delete && (
          <span id={blockerId} className="form-hint">
            {t(`apps.versions.deleteBlocked.${deleteBlocker(version, highest, app)}`)}
          </span>
        )}
      </div>
    </article>
  );
}

function Versions({ app }: { app: MyAppDetail }) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const { pageNum } = usePageParam();
  const query = useVersions(app.id, pageNum);
  const act = useVersionAction();
  const [editing, setEditing] = useState<VersionRow | 'new' | null>(null);
  const [pending, setPending] = useState<{ version: VersionRow; action: VersionAction } | null>(
    null,
  );
  const name = lang === 'zh' ? app.listing.nameZh : app.listing.nameEn;
  // Deleting the current version puts the one below it back in the market: said before and after.
  const fallback = app.marketFallback
    ? `${app.marketFallback.versionName} (${app.marketFallback.versionCode})`
    : null;
  const textKey = (stage: 'done' | 'confirm', version: VersionRow, action: VersionAction) => {
    if (action !== 'delete' || !version.current) return `apps.versions.${stage}.${action}`;
    if (stage === 'confirm') return 'apps.versions.confirm.deleteCurrent';
    return fallback ? 'apps.versions.done.deleteCurrent' : 'apps.versions.done.deleteCurrentNone';
  };
  const run = (version: VersionRow, action: VersionAction) =>
    act.mutate(
      { id: version.id, action },
      {
        onSuccess: () =>
          showSuccessToast(
            t(textKey('done', version, action), {
              name: version.versionName || version.id,
              fallback,
            }),
          ),
      },
    );
  const highestId = pageNum === 1 ? query.data?.list[0]?.id : undefined;
  return (
    <section aria-labelledby="developer-section-title">
      <div className="page-heading-row">
        <h2 id="developer-section-title">{t('apps.versions.title', { name })}</h2>
        <span className="app-actions">
          <Link to={sectionPath('1-3', { id: app.id })}>{t('apps.action.view')}</Link>
          <Link to={sectionPath('1-1')}>{t('apps.backToList')}</Link>
        </span>
      </div>
      <p className="section-intro">{t('apps.versions.intro')}</p>
      {editing === null &&
        (app.actions.newVersion ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('apps.versions.new')}
          </Button>
        ) : (
          <Alert type="info" showIcon message={t('apps.versions.noNew')} />
        ))}
      {editing !== null && (
        <VersionForm
          key={editing === 'new' ? 'new' : editing.id}
          app={app}
          version={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <PagedList
        query={query}
        emptyText={t('apps.versions.empty')}
        totalText={(total) => t('apps.versions.total', { count: total })}
      >
        {(version) => (
          <VersionCard
            key={version.id}
            app={app}
            version={version}
            highest={version.id === highestId}
            lang={lang}
            onEdit={setEditing}
            onAction={(row, action) =>
              action === 'publish' || action === 'delete'
                ? setPending({ version: row, action })
                : run(row, action)
            }
          />
        )}
      </PagedList>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t(`${textKey('confirm', pending.version, pending.action)}.title`)}
            content={t(
              `${textKey('confirm', pending.version, pending.action)}.${
                pending.action === 'delete' && pending.version.current && !fallback
                  ? 'contentNone'
                  : 'content'
              }`,
              { name: pending.version.versionName, fallback },
            )}
            okText={t(
              pending.action === 'delete' ? 'apps.action.delete' : 'apps.versions.action.publish',
            )}
            danger={pending.action === 'delete'}
            onConfirm={() => {
              run(pending.version, pending.action);
              setPending(null);
            }}
            onClose={() => setPending(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** An app's versions (menuIndex 1-4 with `id`): list, new version, submit, publish, delete. */
export function VersionsSection() {
  const { t } = useTranslation('developer');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useMyApp(id);
  return (
    <DetailState
      id={id}
      query={query}
      title={t('apps.versions.heading')}
      missingText={t('apps.missing')}
      skeletonRows={8}
    >
      {(app) => <Versions app={app} />}
    </DetailState>
  );
}
