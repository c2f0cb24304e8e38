import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type LoginUser } from '@seuiot/contract';
import { PageSpinner } from '../../../components/loading-mask';
import { withNamespaces } from '../../../lib/lazy-page';
import { clearSession, setLoginUser } from '../../../lib/session';
import { getCurrentUser } from '../api/get-current-user';
import { logout } from '../api/logout';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { rememberAccount } from '../remember-account';
import '../auth.css';

const LoginSuccessDialog = lazy(() => import('../components/login-success-dialog'));
// Not part of the page's first download (bundle budget): the recovery view and the partner
// banner load only when the query asks for them.
const ForgotPassword = lazy(
  withNamespaces(['account'], () => import('../components/forgot-password')),
);
const SsoBanner = lazy(() => import('../components/sso-banner'));

/** /portal/login (spec 2.4), with the forgot-password view (spec 2.5) at `?view=forgot`. */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [welcome, setWelcome] = useState<string | null>(null);
  const params = new URLSearchParams(location.search);
  const forgot = params.get('view') === 'forgot';
  const apiKey = params.get('apiKey');

  const goOn = async (search: string) => {
    const { loginTarget } = await import('../login-rules');
    const target = loginTarget(search);
    if (target.kind === 'internal') {
      void navigate(target.to, { replace: true });
      return;
    }
    // Single sign-on: the partner's address with a one-time ticket; home when refused.
    const { continueToPartner } = await import('../sso');
    await continueToPartner(target, () => void navigate('/', { replace: true }));
  };

  // On load: log out when asked to (type=logout with apiKey), else leave at once when the
  // session is still valid; otherwise the form shows with the remembered account.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(location.search);
    if (query.get('type') === 'logout' && query.get('apiKey')) {
      void logout()
        .catch(() => undefined)
        .finally(() => {
          clearSession({ loggedOut: true });
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
    <AuthShell>
      {forgot ? (
        <section className="auth-card" aria-labelledby="forgot-title">
          <Suspense fallback={<PageSpinner />}>
            <ForgotPassword />
          </Suspense>
        </section>
      ) : (
        <section className="auth-card" aria-labelledby="login-title">
          <h1 id="login-title">{t('auth:login.title')}</h1>
          <p className="auth-subtitle">{t('auth:login.subtitle')}</p>
          {apiKey && (
            <Suspense fallback={null}>
              <SsoBanner apiKey={apiKey} />
            </Suspense>
          )}
          <LoginForm onSuccess={onSuccess} />
        </section>
      )}
      {welcome !== null && (
        <Suspense fallback={null}>
          <LoginSuccessDialog name={welcome} onClose={() => setWelcome(null)} />
        </Suspense>
      )}
    </AuthShell>
  );
}
