import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/loading-mask';
import { isApiError } from '../lib/api-error';
import { openLinkQuery } from '../lib/open-link';
import { clearShareToken } from '../lib/share-token';
import { useLoginFirst } from '../lib/use-login-first';

interface Props {
  token: string;
  children: ReactNode;
}

/**
 * An anonymous visitor opening a shared link (spec 4, 6): the link is asked about first
 * (GET /front/shareLink/openLink). A live link shows the page; a link that needs login says so
 * and goes to login with the full path (the token comes back with it); an expired or unknown one
 * says it has expired instead of showing a page whose calls would all fail.
 */
export default function SharedLinkGate({ token, children }: Props) {
  const { t } = useTranslation('common');
  const loginFirst = useLoginFirst();
  const link = useQuery(openLinkQuery(token));
  const needsLogin = isApiError(link.error) && link.error.kind === 'session';
  const expired = isApiError(link.error) && link.error.code === 'A0073';

  useEffect(() => {
    if (needsLogin) loginFirst('notLoggedIn.detail');
    if (expired) clearShareToken();
  }, [expired, loginFirst, needsLogin]);

  if (link.isPending || needsLogin) return <PageSpinner />;
  if (expired)
    return (
      <Result
        status="warning"
        title={<h1 className="shared-link-title">{t('sharedLink.expiredTitle')}</h1>}
        subTitle={t('sharedLink.expiredContent')}
        extra={<Link to="/">{t('sharedLink.home')}</Link>}
      />
    );
  // A live link, or the server could not say: the page's own calls tell the rest.
  return <>{children}</>;
}
