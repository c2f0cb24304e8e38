import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type LoginUser } from '@seuiot/contract';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { clearSession, setLoginUser } from '../../../lib/session';
import { getCurrentUser } from '../api/get-current-user';
import { logout } from '../api/logout';
import { LoginForm } from '../components/login-form';

const LoginSuccessDialog = lazy(() => import('../components/login-success-dialog'));
import { rememberAccount } from '../remember-account';
import '../auth.css';

/** /portal/login (spec 2.4). */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [welcome, setWelcome] = useState<string | null>(null);

  const goOn = async (search: string) => {
    const { loginTarget } = await import('../login-rules');
    const target = loginTarget(search);
    // The external single sign-on jump (apiKey + redirectUrl) arrives with its own issue.
    if (target.kind === 'internal') void navigate(target.to, { replace: true });
  };

  // On load: log out when asked to (type=logout with apiKey), else leave at once when the
  // session is still valid; otherwise the form shows with the remembered account.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    if (params.get('type') === 'logout' && params.get('apiKey')) {
      void logout()
        .catch(() => undefined)
        .finally(() => {
          clearSession();
          queryClient.removeQueries({ queryKey: ['auth', 'currentUser'] });
        });
      return;
    }
    getCurrentUser().then(
      (user) => {
        setLoginUser(user);
        void goOn(location.search);
      },
      () => undefined,
    );
    // Runs once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSuccess = (user: LoginUser, remembered: string | null) => {
    setLoginUser(user);
    rememberAccount(remembered);
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
    setWelcome(user.truename || user.username);
    const search = location.search;
    setTimeout(() => {
      setWelcome(null);
      void goOn(search);
    }, LIMITS.loginRedirectDelayMs);
  };

  return (
    <div className="auth-page">
      <header className="auth-header">
        <Link to="/" className="auth-logo-link">
          <Logo title={t('common:brand')} />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main-content" className="auth-main">
        <section className="auth-card" aria-labelledby="login-title">
          <h1 id="login-title">{t('auth:login.title')}</h1>
          <p className="auth-subtitle">{t('auth:login.subtitle')}</p>
          <LoginForm onSuccess={onSuccess} />
        </section>
      </main>
      {welcome !== null && (
        <Suspense fallback={null}>
          <LoginSuccessDialog name={welcome} onClose={() => setWelcome(null)} />
        </Suspense>
      )}
      <footer className="auth-footer">
        <p>{t('common:copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
