import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { showErrorToast } from './feedback';

/** /portal/login?redirect=<the intended full path> */
export function loginRedirectPath(fullPath: string): string {
  return `/portal/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * An anonymous visitor asked for something that needs login (spec 6): say so, then go to login
 * after 1-2 s carrying the current full path, so login brings them back here.
 */
export function useLoginFirst(): (messageKey: string) => void {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (messageKey: string) => {
      if (timer.current) return;
      showErrorToast({
        content: t(messageKey),
        duration: LIMITS.notLoggedInRedirectDelayMs / 1000,
        type: 'warning',
      });
      const fullPath = `${location.pathname}${location.search}${location.hash}`;
      timer.current = setTimeout(() => {
        timer.current = null;
        void navigate(loginRedirectPath(fullPath));
      }, LIMITS.notLoggedInRedirectDelayMs);
    },
    [location.hash, location.pathname, location.search, navigate, t],
  );
}
