import type { CertState } from '@seuiot/contract';
import type { Tone } from '@seuiot/ui';

/** The tone of each certification state (its StateTag). */
export const CERT_TONE: Record<CertState, Tone> = {
  none: 'neutral',
  pending: 'info',
  approved: 'success',
  rejected: 'error',
};
