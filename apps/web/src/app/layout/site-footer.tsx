import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getPortalConfig } from '../../lib/portal-config';
import { FOOTER_GROUPS } from '../navigation';

/** The QR path may be relative to the app's base (`qr-official.svg` -> `/seuiot/qr-official.svg`). */
function assetUrl(path: string): string {
  return /^([a-z]+:|\/)/i.test(path) ? path : `${import.meta.env.BASE_URL}${path}`;
}

/** Footer links of spec 2.3, the edition's contact and the link to the other edition. */
export function SiteFooter() {
  const { t } = useTranslation(['layout', 'common']);
  const config = getPortalConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav className="footer-nav" aria-label={t('layout:footer.label')}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.titleKey} className="footer-group">
              <h2 className="footer-heading">{t(`layout:${group.titleKey}`)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(`layout:${link.labelKey}`)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="footer-contact">
          <h2 className="footer-heading">{t('layout:footer.contact')}</h2>
          {config.edition === 'overseas' ? (
            <p>
              {t('layout:footer.email')}{' '}
              {config.contactEmail && (
                <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              )}
            </p>
          ) : (
            <>
              <p>
                {t('layout:footer.hotline')}{' '}
                {config.hotline && (
                  <a href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>{config.hotline}</a>
                )}
              </p>
              {config.qrImage && (
                <figure className="footer-qr">
                  <img
                    src={assetUrl(config.qrImage)}
                    alt={t('layout:footer.qrAlt')}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <figcaption>{t('layout:footer.qrCaption')}</figcaption>
                </figure>
              )}
            </>
          )}
          {config.otherEditionUrl && (
            <p>
              <a href={config.otherEditionUrl} target="_blank" rel="noopener noreferrer">
                {t(
                  config.edition === 'overseas'
                    ? 'layout:footer.domesticSite'
                    : 'layout:footer.overseasSite',
                )}
                <span className="visually-hidden"> {t('layout:footer.newTab')}</span>
              </a>
            </p>
          )}
        </div>
      </div>
      <p className="footer-copyright">{t('common:copyright', { year })}</p>
    </footer>
  );
}
