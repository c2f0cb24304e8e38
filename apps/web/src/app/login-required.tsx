import { Button } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from './route-meta';
import './login-required.css';

interface Props {
  onLogin: () => void;
}

/**
 * What a login-only page shows a visitor without a session: its own title and "please log in to
 * view this page" with the way to login, in the layout, so the menu and footer stay usable (a
 * dialog over an empty grey page told a first-time visitor that a session had "expired").
 * Its own chunk: signed-in visitors never need it.
 */
export default function LoginRequired({ onLogin }: Props) {
  const { t } = useTranslation(['common', 'layout']);
  const meta = useRouteMeta();
  return (
    <div className="page login-required">
      {meta && <h1>{t(`layout:${meta.titleKey}`)}</h1>}
      <section className="login-required-panel" aria-labelledby="login-required-title">
        <LockOutlined className="login-required-icon" aria-hidden />
        <h2 id="login-required-title">{t('common:loginRequired.title')}</h2>
        <p>{t('common:loginRequired.content')}</p>
        <Button type="primary" onClick={onLogin}>
          {t('common:loginRequired.login')}
        </Button>
      </section>
    </div>
  );
}
