import type { ReactNode } from 'react';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertState } from '@seuiot/contract';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { StateTag } from '@seuiot/ui';
import { CERT_TONE } from './cert-tone';

interface Props {
  state: CertState;
  submitTime: string | null;
  reviewTime: string | null;
  rejectReason: string;
  /** What was submitted, as label and value. */
  details: { key: string; label: string; value: ReactNode }[];
}

/**
 * The state of a certification (spec 4: submitted awaiting review, approved, or rejected with
 * the reason) and what was submitted.
 */
export function CertSummary({ state, submitTime, reviewTime, rejectReason, details }: Props) {
  const { t } = useTranslation('center');
  const lang = useLang();
  return (
    <div className="cert-summary">
      {state === 'pending' && (
        <Alert
          type="info"
          showIcon
          message={t('cert.pendingTitle')}
          description={t('cert.pendingContent')}
        />
      )}
      {state === 'approved' && <Alert type="success" showIcon message={t('cert.approvedTitle')} />}
      {state === 'rejected' && (
        <Alert
          type="error"
          showIcon
          message={t('cert.rejectedTitle')}
          description={
            <>
              <span className="cert-reason-label">{t('cert.rejectReason')}</span>{' '}
              <span className="cert-reason">{rejectReason || t('cert.noReason')}</span>
            </>
          }
        />
      )}
      <Descriptions
        className="info-list"
        column={1}
        items={[
          {
            key: 'state',
            label: t('cert.stateLabel'),
            children: <StateTag tone={CERT_TONE[state]}>{t(`cert.state.${state}`)}</StateTag>,
          },
          ...details.map((item) => ({ key: item.key, label: item.label, children: item.value })),
          ...(submitTime
            ? [
                {
                  key: 'submitTime',
                  label: t('cert.submitTime'),
                  children: formatDate(submitTime, lang, true),
                },
              ]
            : []),
          ...(reviewTime
            ? [
                {
                  key: 'reviewTime',
                  label: t('cert.reviewTime'),
                  children: formatDate(reviewTime, lang, true),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
