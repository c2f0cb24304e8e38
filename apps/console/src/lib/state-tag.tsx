import type { ReactNode } from 'react';
import { Tag } from 'antd';

/** Text and background pairs with at least 4.5:1 contrast (antd's tag colours are about 3.4:1). */
const TONES = {
  grey: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
} as const;

export type Tone = keyof typeof TONES;

/** A state label readable by everyone (WCAG AA). */
export function StateTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
