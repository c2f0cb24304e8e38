import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { CertState } from '@seuiot/contract';

interface Props {
  state: CertState;
  /** What was sent and how the review went (CertSummary). */
  summary: ReactNode;
  /** The sentence above a first form. */
  intro: string;
  /** The form; `done` hides it again after a successful resubmission. */
  renderForm: (done: () => void) => ReactNode;
}

/**
 * The states of a certification (spec 4): the summary while it waits or once approved; after a
 * rejection the summary with its reason and, on request, the form again; the form when nothing
 * was sent yet. Identity and enterprise certification differ only in their fields.
 */
export function CertFlow({ state, summary, intro, renderForm }: Props) {
  const { t } = useTranslation('center');
  const [again, setAgain] = useState(false);
  if (state === 'pending' || state === 'approved') return <>{summary}</>;
  return (
    <div className="center-narrow">
      {state === 'rejected' && summary}
      {state === 'rejected' && !again && (
        <Button type="primary" onClick={() => setAgain(true)}>
          {t('cert.resubmit')}
        </Button>
      )}
      {(state === 'none' || again) && (
        <>
          {state === 'none' && <p className="center-intro">{intro}</p>}
          {renderForm(() => setAgain(false))}
        </>
      )}
    </div>
  );
}

/** An image field that must hold a chosen file. */
export function requiredImage(message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!(value instanceof Blob)) throw new Error(message);
    },
  };
}
