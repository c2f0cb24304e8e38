import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/loading-mask';
import {
  clearSession,
  getLoginCookieUser,
  getSession,
  sessionExpired,
  useSession,
} from '../lib/session';
import { setShareToken } from '../lib/share-token';
import { decideGuard, loginPathFor } from './route-guard';

const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));
const LoginRequired = lazy(() => import('./login-required'));
// Only anonymous visitors of shared links meet it: its own chunk.
const SharedLinkGate = lazy(() => import('./shared-link-gate'));

interface Props {
  shareable?: boolean;
  children: ReactNode;
}

/** Wraps the element of every `requiresLogin` route (router.tsx). */
export function RequireLogin({ shareable = false, children }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  // Re-decides when the session is cleared under the page (A0001/A0004 from any call, e.g. after
  // a password change elsewhere ended this session): the server has removed the login cookie.
  useSession();
  const decision = decideGuard({
    loginCookie: getLoginCookieUser(),
    shareable,
    search: location.search,
  });
  // Where the guard stopped the visitor, and whether a session of theirs ran out (the spec's
  // "session expired" dialog) or there was none (an anonymous visitor, or one who logged out).
  const [stopped, setStopped] = useState<{ path: string; expired: boolean } | null>(null);
  const cleared = useRef<string | null>(null);

  // The token must be in place before the page's own calls start (they start in its effects,
  // which run before this component's).
  if (decision.kind === 'shareToken') setShareToken(decision.token);
  // Signed in and opening a shared link: the token still goes along, since it may open what the
  // account's own sections do not (a link that needs login grants its page to any account).
  else if (shareable && decision.kind === 'pass') {
    const token = new URLSearchParams(location.search).get('token');
    if (token) setShareToken(token);
  }

  useEffect(() => {
    if (decision.kind !== 'expired' || cleared.current === fullPath) return;
    cleared.current = fullPath;
    const expired = getSession().user !== null || sessionExpired();
    clearSession();
    setStopped({ path: fullPath, expired });
  }, [decision.kind, fullPath]);

  if (decision.kind === 'shareToken')
    return (
      <Suspense fallback={<PageSpinner />}>
        <SharedLinkGate token={decision.token}>{children}</SharedLinkGate>
      </Suspense>
    );
  if (decision.kind !== 'expired') return <>{children}</>;
  if (stopped?.path !== fullPath) return null;
  const toLogin = () => void navigate(loginPathFor(fullPath), { replace: true });
  return (
    <Suspense fallback={null}>
      <LoginRequired onLogin={toLogin} />
      {stopped.expired && <SessionExpiredDialog onConfirm={toLogin} />}
    </Suspense>
  );
}
