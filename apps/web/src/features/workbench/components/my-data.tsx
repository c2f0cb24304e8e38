import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { useMyData, type MyData } from '../api/get-my-data';

const TILES: { key: keyof MyData; labelKey: string; to?: string }[] = [
  { key: 'deviceCount', labelKey: 'myData.devices', to: '/superPwd' },
  { key: 'purchasedApps', labelKey: 'myData.purchasedApps', to: '/marketplace' },
  { key: 'adminAccounts', labelKey: 'myData.adminAccounts' },
  { key: 'unreadMessages', labelKey: 'myData.unreadMessages', to: '/news' },
];

/** Spec 9: a count shows at most 99 ("99+"), like the unread badge. */
function shown(count: number): string {
  return count > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : String(count);
}

/** "My data" of the workbench (signed in): four figures, each leading to where it comes from. */
export function MyDataTiles({ username }: { username: string }) {
  const { t } = useTranslation('workbench');
  const query = useMyData(username);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <ul className="wb-tiles" aria-busy={query.isPending}>
      {TILES.map((tile) => {
        const value = query.data ? shown(query.data[tile.key]) : '–';
        const body = (
          <>
            <span className="wb-tile-value">{value}</span>
            <span className="wb-tile-label">{t(tile.labelKey)}</span>
          </>
        );
        return (
          <li key={tile.key} className="wb-tile">
            {tile.to ? (
              <Link to={tile.to} className="wb-tile-link">
                {body}
              </Link>
            ) : (
              <div className="wb-tile-link">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const TOOLS: { to: string; labelKey: string }[] = [
  { to: '/modelSelection', labelKey: 'tools.modelSelection' },
  { to: '/superPwd', labelKey: 'tools.servicePassword' },
  { to: '/checkingData', labelKey: 'tools.checkingData' },
];

/** Shortcuts to the device tools (signed in: they need login). */
export function ToolLinks() {
  const { t } = useTranslation('workbench');
  return (
    <nav className="wb-tools" aria-label={t('tools.label')}>
      <ul>
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to} className="wb-button">
              {t(tool.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What an anonymous visitor sees in place of "my data". */
export function SignInPrompt() {
  const { t } = useTranslation('workbench');
  return (
    <div className="wb-signin">
      <p>{t('signIn.text')}</p>
      <div className="wb-signin-actions">
        <Link to="/portal/login?redirect=%2F" className="wb-button wb-button-primary">
          {t('signIn.login')}
        </Link>
        <Link to="/register" className="wb-button">
          {t('signIn.register')}
        </Link>
      </div>
    </div>
  );
}
