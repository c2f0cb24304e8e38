import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '@seuiot/contract';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { withParams } from '../../../lib/search-params';
import { ChargeTag } from './charge-tag';

/** An app in a list; its name opens the detail drawer (`appId` in the address). */
export function AppCard({ app }: { app: AppSummary }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const [params] = useSearchParams();
  const detail = `?${withParams(params, { appId: app.id }).toString()}`;
  return (
    <li className="mk-card">
      <div className="mk-card-head">
        <img className="mk-icon" src={app.icon} alt="" width={56} height={56} loading="lazy" />
        <div className="mk-card-title-box">
          <h2 className="mk-card-title">
            <Link to={detail}>{app.name}</Link>
          </h2>
          <p className="mk-card-meta">
            {app.classification}
            <ChargeTag type={app.chargeType} />
          </p>
        </div>
      </div>
      <p className="mk-card-summary">{app.summary}</p>
      <p className="mk-card-foot muted">
        <span>{t('app.version', { version: app.versionName })}</span>
        <span>{t('app.downloads', { count: formatCount(app.downloads, lang) })}</span>
      </p>
    </li>
  );
}
