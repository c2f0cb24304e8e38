import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Drawer, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileTable } from '../../../components/file-table';
import { PlainText } from '../../../components/plain-text';
import { QueryError } from '../../../components/query-error';
import { isNotFound } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { useAppDetail } from '../api/get-app-detail';
import type { AppDetail } from '../types';
import { AppDownload } from './app-download';
import { ChargeTag } from './charge-tag';

const SOFTWARE_TYPES = ['tool', 'business', 'system', 'sdk-demo'];

function Detail({ app }: { app: AppDetail }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const softwareType = SOFTWARE_TYPES.includes(app.softwareType)
    ? t(`app.softwareTypes.${app.softwareType}`)
    : app.softwareType;
  const facts: [string, ReactNode][] = [
    [t('app.chargeType'), <ChargeTag key="charge" type={app.chargeType} />],
    [t('app.packageName'), <code key="package">{app.packageName}</code>],
    [t('app.versionName'), `${app.versionName} (${app.versionCode})`],
    [t('app.softwareType'), softwareType],
    [t('app.classification'), app.classification],
    [t('app.developer'), app.developer],
    [t('app.downloadsLabel'), formatCount(app.downloads, lang)],
    [
      t('app.updated'),
      <time key="updated" dateTime={app.updateTime}>
        {formatDate(app.updateTime, lang)}
      </time>,
    ],
  ];
  return (
    <div className="mk-detail">
      <div className="mk-detail-head">
        <img className="mk-icon" src={app.icon} alt="" width={72} height={72} />
        <p className="mk-detail-summary">{app.summary}</p>
      </div>
      <dl className="mk-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AppDownload app={app} />
      <section aria-labelledby="app-intro-title">
        <h3 id="app-intro-title">{t('app.intro')}</h3>
        <PlainText content={app.intro} />
      </section>
      {app.media.length > 0 && (
        <section aria-labelledby="app-media-title">
          <h3 id="app-media-title">{t('app.media')}</h3>
          {/* A strip that scrolls sideways: focusable and named, so a keyboard can scroll it. */}
          <ul className="mk-media" tabIndex={0} aria-labelledby="app-media-title">
            {app.media.map((media, index) =>
              media.kind === 'video' ? (
                <li key={media.url}>
                  <video
                    src={media.url}
                    controls
                    preload="metadata"
                    aria-label={t('app.videoAlt', { name: app.name, index: index + 1 })}
                  />
                </li>
              ) : (
                <li key={media.url}>
                  <img
                    src={media.url}
                    alt={t('app.imageAlt', { name: app.name, index: index + 1 })}
                    loading="lazy"
                  />
                </li>
              ),
            )}
          </ul>
        </section>
      )}
      <section aria-labelledby="app-devices-title">
        <h3 id="app-devices-title">{t('app.devices')}</h3>
        {app.devices.length === 0 ? (
          <p className="muted">{t('app.noDevices')}</p>
        ) : (
          <ul className="mk-device-list">
            {app.devices.map((device) => (
              <li key={device.id}>
                <Link to={`/solution?tabIndex=2&productId=${device.id}`} title={device.name}>
                  {device.model}
                </Link>
                <span className="visually-hidden"> {device.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {app.files.length > 0 && (
        <section aria-labelledby="app-files-title">
          <h3 id="app-files-title">{t('app.files')}</h3>
          <FileTable files={app.files} label={t('app.files')} />
        </section>
      )}
    </div>
  );
}

/**
 * The app detail (spec 2.7: icon, name, charge type, package name, version name, software type,
 * developer, intro, media, adapted devices) in a drawer over the list: `appId` in the address, so
 * the detail can be linked (workbench, solution centre) and Back closes it.
 */
export default function AppDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const mobile = useIsMobile();
  const query = useAppDetail(id);
  const [open, setOpen] = useState(true);

  let body;
  if (query.isPending) body = <Skeleton active avatar paragraph={{ rows: 10 }} />;
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <Empty description={t('app.missing')} />
    ) : (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    );
  else body = <Detail app={query.data} />;

  return (
    <Drawer
      open={open}
      title={query.data?.name ?? t('app.detailTitle')}
      width={mobile ? '100%' : '50%'}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClose();
      }}
      closable={{ 'aria-label': t('app.close') }}
    >
      {body}
    </Drawer>
  );
}
