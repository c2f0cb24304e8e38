import { describe, expect, it } from 'vitest';
import {
  CODE39,
  COLOUR_BARS,
  GREY_STEPS,
  LABEL,
  LABEL_COLOURS,
  PATTERN_BANDS,
  SCAN_CHART,
  SCREEN,
  UNIFORMITY_FIELDS,
  code39Widths,
  displayTestPattern,
  displayUniformity,
  labelTemplate,
  ramp,
  scanChart,
} from './catalogue-images.js';
import { pixel } from './png-read.js';
import type { Raster } from './png.js';

const mid = ([a, b]: readonly [number, number]) => Math.floor((a + b) / 2);

describe('display test pattern', () => {
  const r = displayTestPattern();

  it('fills the 720 × 1600 screen', () => {
    expect([r.width, r.height]).toEqual([SCREEN.width, SCREEN.height]);
  });

  it('has the eight full colour bars in the standard order, edge to edge', () => {
    expect(COLOUR_BARS).toEqual([
      [255, 255, 255],
      [255, 255, 0],
      [0, 255, 255],
      [0, 255, 0],
      [255, 0, 255],
      [255, 0, 0],
      [0, 0, 255],
      [0, 0, 0],
    ]);
    const y = mid(PATTERN_BANDS.bars);
    const w = r.width / 8;
    COLOUR_BARS.forEach((c, i) => {
      expect(pixel(r, i * w, y)).toEqual(c);
      expect(pixel(r, (i + 1) * w - 1, y)).toEqual(c);
      expect(pixel(r, i * w, PATTERN_BANDS.bars[0])).toEqual(c);
      expect(pixel(r, i * w, PATTERN_BANDS.bars[1] - 1)).toEqual(c);
    });
  });

  it('has 16 equal grey steps from black to white, and ramps from 0 to 255', () => {
    const y = mid(PATTERN_BANDS.greySteps);
    const steps = Array.from({ length: GREY_STEPS }, (_, i) => pixel(r, i * 45 + 22, y));
    expect(steps.map((p) => p[0])).toEqual(Array.from({ length: 16 }, (_, i) => i * 17));
    for (const p of steps) expect(p[1] === p[0] && p[2] === p[0]).toBe(true);

    const [c0, c1] = PATTERN_BANDS.rgbRamps;
    const third = (c1 - c0) / 3;
    for (let x = 0; x < r.width; x++) {
      const v = ramp(x, r.width);
      expect(pixel(r, x, mid(PATTERN_BANDS.greyRamp))).toEqual([v, v, v]);
      expect(pixel(r, x, c0 + 1)).toEqual([v, 0, 0]);
      expect(pixel(r, x, c0 + third + 1)).toEqual([0, v, 0]);
      expect(pixel(r, x, c1 - 1)).toEqual([0, 0, v]);
    }
    expect([ramp(0, r.width), ramp(r.width - 1, r.width)]).toEqual([0, 255]);
  });

  it('ends with one-pixel gratings, vertical on the left and horizontal on the right', () => {
    const [l0] = PATTERN_BANDS.lines;
    expect([0, 1, 2, 3].map((x) => pixel(r, x, l0 + 5)[0])).toEqual([255, 0, 255, 0]);
    expect([0, 1, 2, 3].map((d) => pixel(r, 500, l0 + d)[0])).toEqual([255, 0, 255, 0]);
  });
});

describe('display uniformity test', () => {
  it('stacks white, black, red, green and blue fields of equal height', () => {
    const r = displayUniformity();
    expect([r.width, r.height]).toEqual([SCREEN.width, SCREEN.height]);
    expect(UNIFORMITY_FIELDS).toEqual([
      [255, 255, 255],
      [0, 0, 0],
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ]);
    UNIFORMITY_FIELDS.forEach((c, i) => {
      for (const [x, y] of [
        [0, i * 320],
        [719, i * 320 + 319],
        [360, i * 320 + 160],
      ] as const)
        expect(pixel(r, x, y)).toEqual(c);
    });
  });
});

describe('label layout template', () => {
  const r = labelTemplate();
  const d = LABEL.dotsPerMm;

  it('is the P20 label dot for dot: 50 × 40 mm at 8 dots/mm, 1 mm unprintable each side', () => {
    expect([r.width, r.height]).toEqual([400, 320]);
    expect(LABEL.printWidthMm * d).toBe(384); // the CPCL template's PAGE-WIDTH
    expect(pixel(r, 3, 100)).toEqual([...LABEL_COLOURS.unprintable]);
    expect(pixel(r, 396, 100)).toEqual([...LABEL_COLOURS.unprintable]);
    expect(pixel(r, 8 + 3, 100 + 3)).toEqual([...LABEL_COLOURS.paper]);
  });

  it('draws a 5 mm grid, darker every 10 mm', () => {
    const y = 12 * d + 3;
    expect(pixel(r, 5 * d, y)).toEqual([...LABEL_COLOURS.gridMinor]);
    expect(pixel(r, 10 * d, y)).toEqual([...LABEL_COLOURS.gridMajor]);
    expect(pixel(r, 10 * d + 1, y)).toEqual([...LABEL_COLOURS.paper]);
    expect(pixel(r, 200, 15 * d)).toEqual([...LABEL_COLOURS.gridMinor]);
    expect(pixel(r, 200 + 3, 20 * d)).toEqual([...LABEL_COLOURS.gridMajor]);
  });

  it('has millimetre rulers on the top and left edges, longer at 5 and 10 mm, inside the margin', () => {
    const ink = [...LABEL_COLOURS.ink];
    const tickLength = (x: number) => {
      let n = 0;
      while (n < r.height && pixel(r, x, n)[0] === 0) n++;
      return n;
    };
    expect([1, 5, 10, 23, 25, 30].map((mm) => tickLength(mm * d))).toEqual([4, 8, 12, 4, 8, 12]);
    expect(pixel(r, 13 * d, 0)).toEqual(ink);
    expect(pixel(r, 0, 13 * d)).toEqual(ink);
    expect(pixel(r, 0, 13 * d + 1)).not.toEqual(ink);
  });

  it('dashes the 2 mm safe margin', () => {
    const s = LABEL.safeMm * d;
    const top = Array.from({ length: 16 }, (_, i) => pixel(r, s + 40 + i, s)[0]);
    expect(top).toEqual([0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
    expect(pixel(r, r.width - s - 1, s + 40)[0]).toBe(0);
    expect(pixel(r, s + 40, r.height - s - 1)[0]).toBe(0);
  });
});

/** Reads Code 39 from one pixel row: runs of dark and light, narrow or wide, back to characters. */
function readCode39(r: Raster, y: number): string {
  const runs: { dark: boolean; n: number }[] = [];
  for (let x = 0; x < r.width; x++) {
    const dark = pixel(r, x, y)[0]! < 128;
    const last = runs[runs.length - 1];
    if (last?.dark === dark) last.n++;
    else runs.push({ dark, n: 1 });
  }
  // Drop the quiet zones.
  const inner = runs.slice(1, -1);
  const narrow = Math.min(...inner.map((e) => e.n));
  const byPattern = new Map(Object.entries(CODE39).map(([ch, p]) => [p, ch]));
  let text = '';
  for (let i = 0; i < inner.length; i += 10) {
    const pattern = inner
      .slice(i, i + 9)
      .map((e) => (e.n > 2 * narrow ? '1' : '0'))
      .join('');
    const ch = byPattern.get(pattern);
    if (ch === undefined) throw new Error(`no Code 39 character ${pattern}`);
    text += ch;
    if (i + 9 < inner.length) expect(inner[i + 9]!.n, 'inter-character gap').toBe(narrow);
  }
  return text;
}

describe('scan-engine test chart', () => {
  it('uses the Code 39 table: a 2-of-5 bar pattern per digit, a wide space per group', () => {
    // Characters come in four groups of ten sharing the bar patterns of 1…9, 0; the group sets
    // which of the four spaces is wide. $ / + % have three wide spaces and no wide bar.
    const bars = ['10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];
    bars.push('00110');
    const groups = ['1234567890', 'ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZ-. *'];
    const wideSpace = [1, 2, 3, 0];
    groups.forEach((chars, g) =>
      [...chars].forEach((ch, i) => {
        const p = CODE39[ch]!;
        expect([0, 2, 4, 6, 8].map((k) => p[k]).join(''), ch).toBe(bars[i]);
        expect([1, 3, 5, 7].map((k) => p[k]).join(''), ch).toBe(
          ['0', '0', '0', '0'].map((z, k) => (k === wideSpace[g] ? '1' : z)).join(''),
        );
      }),
    );
    expect([CODE39.$, CODE39['/'], CODE39['+'], CODE39['%']]).toEqual([
      '010101000',
      '010100010',
      '010001010',
      '000101010',
    ]);
    expect(Object.keys(CODE39)).toHaveLength(44);
    expect(new Set(Object.values(CODE39)).size).toBe(44);
  });

  it('prints the message at each size with quiet zones, and it reads back', () => {
    const r = scanChart();
    expect(r.width).toBe(SCAN_CHART.width);
    SCAN_CHART.narrow.forEach((n, row) => {
      const top = SCAN_CHART.margin + row * (SCAN_CHART.barHeight + SCAN_CHART.gap);
      for (const y of [top, top + SCAN_CHART.barHeight / 2, top + SCAN_CHART.barHeight - 1])
        expect(readCode39(r, y), `${n}-dot row ${row}`).toBe(`*${SCAN_CHART.data}*`);
      const widths = code39Widths(SCAN_CHART.data, n, SCAN_CHART.ratio);
      const total = widths.reduce((a, b) => a + b, 0);
      expect((r.width - total) / 2).toBeGreaterThanOrEqual(SCAN_CHART.quiet * n);
      expect(pixel(r, 0, top - 1)).toEqual([255, 255, 255]);
    });
  });

  it('refuses characters Code 39 cannot carry', () => {
    expect(() => code39Widths('abc', 2, 3)).toThrow(/not Code 39/);
    expect(() => code39Widths('A*B', 2, 3)).toThrow(/not Code 39/);
  });
});
