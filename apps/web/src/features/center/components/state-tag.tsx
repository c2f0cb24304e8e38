import type { ReactNode } from 'react';
import type { CertState } from '@seuiot/contract';

export type TagTone = 'neutral' | 'info' | 'success' | 'error';

/**
 * A small coloured label. Not antd's preset Tag colours: their text on the light backgrounds is
 * below the WCAG AA contrast ratio; these pairs are above 7:1.
 */
export function StateTag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return <span className={`state-tag state-tag-${tone}`}>{children}</span>;
}

/** The tone of each certification state. */
export const CERT_TONE: Record<CertState, TagTone> = {
  none: 'neutral',
  pending: 'info',
  approved: 'success',
  rejected: 'error',
};
