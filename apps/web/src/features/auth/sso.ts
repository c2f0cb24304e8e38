import { notifyError } from '../../lib/error-toast';
import { authorizeSso } from './api/sso';
import { isPartnerUrl } from './login-redirect';

/**
 * The single sign-on jump after login (spec 2.4), a chunk of its own: asks the server for the
 * partner's address with a one-time ticket and sends the browser there. When the server refuses
 * (unknown key A0070, an address outside the partner's origins) the toast says why and
 * `fallback` runs (the portal's home).
 */
export async function continueToPartner(
  request: { apiKey: string; redirectUrl: string },
  fallback: () => void,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    const { url } = await authorizeSso(request);
    if (!isPartnerUrl(url)) throw new Error('not a partner address');
    go(url);
  } catch (error) {
    notifyError(error);
    fallback();
  }
}
