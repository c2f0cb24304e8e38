import type { CSSProperties, ReactNode } from 'react';

/**
 * Text, background and border of each tone. Not antd's preset Tag colours: their text on the
 * light backgrounds is about 3.4:1, below WCAG AA; every pair here is above 7:1
 * (state-tag.test.ts measures them).
 */
export const TONES = {
  neutral: { color: 'rgba(0, 0, 0, 0.85)', background: '#fafafa', borderColor: '#d9d9d9' },
  info: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  warning: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  error: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
} as const satisfies Record<string, CSSProperties>;

export type Tone = keyof typeof TONES;

const BASE: CSSProperties = {
  display: 'inline-block',
  padding: '0 8px',
  border: '1px solid',
  borderRadius: 4,
  fontSize: 13,
  lineHeight: '22px',
  whiteSpace: 'nowrap',
};

/**
 * A state label readable by everyone (WCAG AA), the same in the portal and the console. Styled
 * inline, so it needs no style sheet and looks the same in the server-rendered page; the classes
 * `state-tag state-tag-<tone>` are for tests and journeys to find it.
 */
export function StateTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`state-tag state-tag-${tone}`} style={{ ...BASE, ...TONES[tone] }}>
      {children}
    </span>
  );
}
