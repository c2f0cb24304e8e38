import { Fragment } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query';

interface Section {
  title: string;
  [paragraph: string]: string;
}

/**
 * The user agreement (spec 2.6) in full, read from the lazy `agreement` namespace: its sections
 * and paragraphs in file order, so the text can change without touching this component.
 */
export default function AgreementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['agreement', 'common']);
  const isMobile = useIsMobile();
  const sections = t('agreement:sections', { returnObjects: true }) as unknown;
  const list =
    typeof sections === 'object' && sections !== null
      ? Object.entries(sections as Record<string, Section>)
      : [];
  return (
    <Modal
      open
      centered
      width={isMobile ? '100%' : '50%'}
      title={t('agreement:title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common:ok')}
        </Button>
      }
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
    >
      <div className="agreement-text" tabIndex={0} aria-label={t('agreement:title')}>
        <p className="agreement-updated">{t('agreement:updated')}</p>
        <p>{t('agreement:intro')}</p>
        {list.map(([id, section]) => (
          <Fragment key={id}>
            <h2>{section.title}</h2>
            {Object.entries(section)
              .filter(([key]) => key !== 'title')
              .map(([key, text]) => (
                <p key={key}>{text}</p>
              ))}
          </Fragment>
        ))}
      </div>
    </Modal>
  );
}
