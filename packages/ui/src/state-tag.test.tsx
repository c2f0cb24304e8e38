import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StateTag, TONES, type Tone } from './state-tag';

/** sRGB relative luminance (WCAG 2.x) of `#rrggbb` or `rgba(r, g, b, a)` over `under`. */
function rgb(color: string, under: [number, number, number] = [255, 255, 255]) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i]!, 16)) as [number, number, number];
  const m = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!m) throw new Error(`unreadable colour ${color}`);
  const a = Number(m[4]);
  return [1, 2, 3].map((i) => Number(m[i]) * a + under[i - 1]! * (1 - a)) as [
    number,
    number,
    number,
  ];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(text: string, background: string): number {
  const bg = rgb(background);
  const [a, b] = [luminance(rgb(text, bg)), luminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (a + 0.05) / (b + 0.05);
}

describe('StateTag (decision 0063)', () => {
  it.each(Object.keys(TONES) as Tone[])('%s text is above 7:1 on its background', (tone) => {
    const { color, background } = TONES[tone];
    expect(contrast(color, background)).toBeGreaterThan(7);
  });

  it('measures as WCAG does: antd’s preset green tag is below AA', () => {
    expect(contrast('#389e0d', '#f6ffed')).toBeLessThan(4.5);
  });

  it('draws its tone inline and carries the classes the journeys look for', () => {
    render(<StateTag tone="warning">Awaiting</StateTag>);
    const tag = screen.getByText('Awaiting');
    expect(tag.className).toBe('state-tag state-tag-warning');
    expect(tag.style.color).toBe('rgb(135, 56, 0)');
    expect(tag.style.background).toContain('rgb(255, 247, 230)');
  });
});
