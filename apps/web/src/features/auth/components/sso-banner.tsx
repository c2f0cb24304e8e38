import { useTranslation } from 'react-i18next';
import { useSsoPartner } from '../api/sso';

/**
 * "Signing in to <partner>" above the login form when a partner site sent the visitor here
 * (spec 2.4, single sign-on); a chunk of its own, loaded only with `apiKey` in the query.
 */
export default function SsoBanner({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation('auth');
  const partner = useSsoPartner(apiKey);
  if (partner.isPending) return null;
  if (partner.isError) {
    return (
      <p className="sso-banner sso-banner-warning" role="status">
        {t('sso.unknownPartner')}
      </p>
    );
  }
  return (
    <p className="sso-banner" role="status">
      {t('sso.signingInTo', { name: partner.data.name })}
    </p>
  );
}
