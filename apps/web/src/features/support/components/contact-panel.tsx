import { Link } from 'react-router';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { getPortalConfig } from '../../../lib/portal-config';

/** The QR path may be relative to the app's base (`qr-official.svg` -> `/seuiot/qr-official.svg`). */
function assetUrl(path: string): string {
  return /^([a-z]+:|\/)/i.test(path) ? path : `${import.meta.env.BASE_URL}${path}`;
}

/**
 * The edition's support contact (spec 1: overseas by e-mail; domestic by hotline and the official
 * account's QR code), from the portal config the footer also shows.
 */
export function ContactPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('support');
  const config = getPortalConfig();
  const overseas = config.edition === 'overseas';

  const channels = (
    <ul className="contact-channels">
      {overseas
        ? config.contactEmail && (
            <li>
              <MailOutlined aria-hidden />
              <span>{t('contact.email')}</span>
              <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </li>
          )
        : config.hotline && (
            <li>
              <PhoneOutlined aria-hidden />
              <span>{t('contact.hotline')}</span>
              <a href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>{config.hotline}</a>
            </li>
          )}
    </ul>
  );

  if (compact) {
    return (
      <section className="panel support-side-panel" aria-labelledby="contact-side-title">
        <h2 id="contact-side-title">{t('contact.title')}</h2>
        <p>{t('contact.shortIntro')}</p>
        {channels}
        <Link to="/support?tabIndex=2">{t('contact.more')}</Link>
      </section>
    );
  }

  return (
    <div className="contact-panel">
      <p className="contact-intro">{t('contact.intro')}</p>
      <div className="contact-grid">
        <section className="contact-card" aria-labelledby="contact-channels-title">
          <h2 id="contact-channels-title">{t('contact.channels')}</h2>
          {channels}
          {!overseas && config.qrImage && (
            <figure className="contact-qr">
              <img
                src={assetUrl(config.qrImage)}
                alt={t('contact.qrAlt')}
                width={120}
                height={120}
              />
              <figcaption>{t('contact.qrCaption')}</figcaption>
            </figure>
          )}
        </section>
        <section className="contact-card" aria-labelledby="contact-prepare-title">
          <h2 id="contact-prepare-title">{t('contact.prepareTitle')}</h2>
          <ul className="contact-prepare">
            <li>{t('contact.prepareModel')}</li>
            <li>{t('contact.prepareSerial')}</li>
            <li>{t('contact.prepareProblem')}</li>
          </ul>
          <p>
            <Link to="/support?tabIndex=1">{t('contact.tryFaq')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
