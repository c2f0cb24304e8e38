import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_PASSED_STATUSES, type Listing } from '@seuiot/contract';
import { DetailState } from '../../../components/detail-state';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useMyApp } from '../api/get-my-app';
import type { MyAppDetail } from '../app-types';
import { sectionPath } from '../sections';
import {
  ReviewClockText,
  ReviewTag,
  ShelfTag,
  SubmittedAt,
  TakenDownNote,
  VersionTag,
} from './app-status';
import { ReviewHistory } from './review-history';

function ListingFields({ listing }: { listing: Listing }) {
  const { t } = useTranslation('developer');
  const rows: [string, string][] = [
    [t('apps.field.nameZh'), listing.nameZh],
    [t('apps.field.nameEn'), listing.nameEn],
    [t('apps.field.category'), listing.category],
    [t('apps.field.summaryZh'), listing.summaryZh],
    [t('apps.field.summaryEn'), listing.summaryEn],
    [t('apps.field.introZh'), listing.introZh],
    [t('apps.field.introEn'), listing.introEn],
    [t('apps.field.testAccount'), listing.testAccount],
  ];
  return (
    <dl className="app-fields">
      <dt>{t('apps.field.icon')}</dt>
      <dd>
        {listing.icon ? (
          <img className="app-icon" src={listing.icon.url} alt="" width={64} height={64} />
        ) : (
          t('apps.none')
        )}
      </dd>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd className="plain-text">{value || t('apps.none')}</dd>
        </Fragment>
      ))}
      <dt>{t('apps.field.media')}</dt>
      <dd>
        {listing.media.length === 0 ? (
          t('apps.none')
        ) : (
          <ul className="app-media">
            {listing.media.map((medium, index) => (
              <li key={medium.url}>
                {medium.kind === 'image' ? (
                  <Image
                    src={medium.url}
                    width={120}
                    alt={t('apps.mediaAlt', { index: index + 1 })}
                  />
                ) : (
                  <video
                    src={medium.url}
                    controls
                    width={200}
                    aria-label={t('apps.mediaAlt', { index: index + 1 })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

function AppView({ app }: { app: MyAppDetail }) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const name = lang === 'zh' ? app.listing.nameZh : app.listing.nameEn;
  const version = app.currentVersion ?? app.firstVersion;
  return (
    <section aria-labelledby="developer-section-title">
      <div className="page-heading-row">
        <h2 id="developer-section-title">{name}</h2>
        <span className="app-actions">
          {app.actions.edit && (
            <Link to={sectionPath('1-2', { id: app.id })}>{t('apps.action.edit')}</Link>
          )}
          {APP_PASSED_STATUSES.includes(app.reviewStatus) && (
            <Link to={sectionPath('1-4', { id: app.id })}>{t('apps.action.versions')}</Link>
          )}
          <Link to={sectionPath('1-1')}>{t('apps.backToList')}</Link>
        </span>
      </div>
      <p className="app-tags">
        <ReviewTag status={app.reviewStatus} />
        <ShelfTag status={app.shelfStatus} takenDown={!!app.takenDownReason} />
        {app.hasPendingChanges && <span className="app-note">{t('apps.pendingChanges')}</span>}
      </p>
      <TakenDownNote reason={app.takenDownReason} />
      <p className="app-meta">
        <span>{app.packageName}</span>
        <span>{t('apps.createdAt', { time: formatDate(app.createTime, lang, true) })}</span>
        <SubmittedAt time={app.submitTime} lang={lang} />
        <span>
          {t('apps.downloads', {
            count: app.downloads,
            formatted: formatCount(app.downloads, lang),
          })}
        </span>
      </p>
      {(app.reviewStatus === 'pending' || app.reviewStatus === 'updatePending') && (
        <ReviewClockText clock={app.reviewClock} lang={lang} />
      )}
      {version && (
        <>
          <h3>{t('apps.view.version')}</h3>
          <dl className="app-fields">
            <dt>{t('apps.field.versionName')}</dt>
            <dd>
              {version.versionName} <VersionTag status={version.status} />
            </dd>
            <dt>{t('apps.field.versionCode')}</dt>
            <dd>{version.versionCode ?? t('apps.none')}</dd>
            <dt>{t('apps.field.package')}</dt>
            <dd>
              {version.package ? (
                <a href={version.package.url} download>
                  {version.package.fileName}
                </a>
              ) : (
                t('apps.none')
              )}
            </dd>
            <dt>{t('apps.field.updateContentZh')}</dt>
            <dd className="plain-text">{version.updateContentZh || t('apps.none')}</dd>
            <dt>{t('apps.field.updateContentEn')}</dt>
            <dd className="plain-text">{version.updateContentEn || t('apps.none')}</dd>
          </dl>
        </>
      )}
      <h3>{app.hasPendingChanges ? t('apps.view.changes') : t('apps.view.listing')}</h3>
      <ListingFields listing={app.listing} />
      {app.live && app.hasPendingChanges && (
        <>
          <h3>{t('apps.view.live')}</h3>
          <ListingFields listing={app.live} />
        </>
      )}
      <h3>{t('apps.view.review')}</h3>
      <ReviewHistory appId={app.id} />
    </section>
  );
}

/** View one of my apps (menuIndex 1-3 with `id`): every field, the version, the latest review. */
export function AppViewSection() {
  const { t } = useTranslation('developer');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useMyApp(id);
  return (
    <DetailState
      id={id}
      query={query}
      title={t('apps.viewTitle')}
      missingText={t('apps.missing')}
      skeletonRows={10}
    >
      {(app) => <AppView app={app} />}
    </DetailState>
  );
}
