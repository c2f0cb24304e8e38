import { fillRect, raster, type Raster } from './png.js';

/**
 * Images of the download centre, drawn in code so no binary sits in git: what a service
 * technician or integrator would download (display test patterns, a label template, a barcode
 * chart). They carry no text; the file name says what they are.
 */

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const grey = (v: number): Rgb => [v, v, v];

/** Screen of the S90 / S95 family (6.5 in, 720 × 1600), the pattern's native size. */
export const SCREEN = { width: 720, height: 1600 } as const;

/** Full-intensity colour bars in the standard order (descending luminance). */
export const COLOUR_BARS: readonly Rgb[] = [
  WHITE,
  [255, 255, 0],
  [0, 255, 255],
  [0, 255, 0],
  [255, 0, 255],
  [255, 0, 0],
  [0, 0, 255],
  BLACK,
];

/** Bands of the test pattern, top to bottom, in pixels. */
export const PATTERN_BANDS = {
  bars: [0, 720],
  greySteps: [720, 960],
  greyRamp: [960, 1200],
  rgbRamps: [1200, 1440],
  lines: [1440, 1600],
} as const;

/** 16 grey steps of 17 levels, 0 to 255, 45 px wide each across 720 px. */
export const GREY_STEPS = 16;

/** A ramp from 0 at the left edge to 255 at the right edge. */
export const ramp = (x: number, width: number): number => Math.round((x * 255) / (width - 1));

/**
 * Display test pattern for 720 × 1600 screens: the eight colour bars, 16 grey steps (black
 * crush and white clipping show as merged steps), a continuous grey ramp and red, green and blue
 * ramps (banding), and one-pixel line gratings (scaling and pixel mapping: a blurred grating
 * means the image is being resampled).
 */
export function displayTestPattern(): Raster {
  const { width, height } = SCREEN;
  const r = raster(width, height, BLACK);
  const barW = width / COLOUR_BARS.length;
  const [b0, b1] = PATTERN_BANDS.bars;
  COLOUR_BARS.forEach((c, i) => fillRect(r, i * barW, b0, (i + 1) * barW, b1, c));
  const stepW = width / GREY_STEPS;
  const [s0, s1] = PATTERN_BANDS.greySteps;
  for (let i = 0; i < GREY_STEPS; i++)
    fillRect(r, i * stepW, s0, (i + 1) * stepW, s1, grey((i * 255) / (GREY_STEPS - 1)));
  const [g0, g1] = PATTERN_BANDS.greyRamp;
  const [c0, c1] = PATTERN_BANDS.rgbRamps;
  const third = (c1 - c0) / 3;
  for (let x = 0; x < width; x++) {
    const v = ramp(x, width);
    fillRect(r, x, g0, x + 1, g1, grey(v));
    fillRect(r, x, c0, x + 1, c0 + third, [v, 0, 0]);
    fillRect(r, x, c0 + third, x + 1, c0 + 2 * third, [0, v, 0]);
    fillRect(r, x, c0 + 2 * third, x + 1, c1, [0, 0, v]);
  }
  // Left half: vertical lines one pixel apart; right half: horizontal ones.
  const [l0, l1] = PATTERN_BANDS.lines;
  for (let x = 0; x < width / 2; x += 2) fillRect(r, x, l0, x + 1, l1, WHITE);
  for (let y = l0; y < l1; y += 2) fillRect(r, width / 2, y, width, y + 1, WHITE);
  return r;
}

/** Fields of the uniformity test, top to bottom, each a fifth of the screen. */
export const UNIFORMITY_FIELDS: readonly Rgb[] = [
  WHITE,
  BLACK,
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
];

/**
 * Display uniformity test: full-width white, black, red, green and blue fields. Scrolled through
 * one at a time, they show dead or stuck pixels, backlight bleed (on black), mura and tint.
 */
export function displayUniformity(): Raster {
  const { width, height } = SCREEN;
  const r = raster(width, height, BLACK);
  const h = height / UNIFORMITY_FIELDS.length;
  UNIFORMITY_FIELDS.forEach((c, i) => fillRect(r, 0, i * h, width, (i + 1) * h, c));
  return r;
}

/**
 * The P20's 50 × 40 mm label at 203 dpi, which its firmware treats as 8 dots per millimetre
 * (the CPCL template's PAGE-WIDTH 384 is its 48 mm print width).
 */
export const LABEL = {
  dotsPerMm: 8,
  widthMm: 50,
  heightMm: 40,
  /** Print width 48 mm, centred on 58 mm media: 1 mm at each side of the label is not printed. */
  printWidthMm: 48,
  /** Keep text and barcodes this far inside the label edges (CPCL's TEXT 4 0 16 16). */
  safeMm: 2,
} as const;

export const LABEL_COLOURS = {
  paper: WHITE,
  unprintable: grey(0xe0),
  gridMinor: grey(0xd8),
  gridMajor: grey(0x98),
  ink: BLACK,
} as const;

/**
 * Layout template of the P20's 50 × 40 mm label, dot for dot: the strips the head cannot reach
 * in grey, a 5 mm grid (darker every 10 mm), millimetre rulers along the top and left edges
 * (ticks of 0.5 mm, 1 mm at 5 mm, 1.5 mm at 10 mm) and a dashed line at the 2 mm safe margin.
 */
export function labelTemplate(): Raster {
  const { dotsPerMm: d, widthMm, heightMm, printWidthMm, safeMm } = LABEL;
  const [w, h] = [widthMm * d, heightMm * d];
  const r = raster(w, h, LABEL_COLOURS.paper);
  const side = ((widthMm - printWidthMm) / 2) * d;
  for (let mm = 5; mm < widthMm; mm += 5)
    fillRect(
      r,
      mm * d,
      0,
      mm * d + 1,
      h,
      mm % 10 ? LABEL_COLOURS.gridMinor : LABEL_COLOURS.gridMajor,
    );
  for (let mm = 5; mm < heightMm; mm += 5)
    fillRect(
      r,
      0,
      mm * d,
      w,
      mm * d + 1,
      mm % 10 ? LABEL_COLOURS.gridMinor : LABEL_COLOURS.gridMajor,
    );
  fillRect(r, 0, 0, side, h, LABEL_COLOURS.unprintable);
  fillRect(r, w - side, 0, w, h, LABEL_COLOURS.unprintable);
  // Ticks of 0.5, 1 and 1.5 mm stay inside the 2 mm margin, clear of the dashed line.
  const tick = (mm: number) => ((mm % 10 === 0 ? 3 : mm % 5 === 0 ? 2 : 1) * d) / 2;
  for (let mm = 0; mm <= widthMm; mm++) {
    const x = Math.min(mm * d, w - 1);
    fillRect(r, x, 0, x + 1, tick(mm), LABEL_COLOURS.ink);
  }
  for (let mm = 0; mm <= heightMm; mm++) {
    const y = Math.min(mm * d, h - 1);
    fillRect(r, 0, y, tick(mm), y + 1, LABEL_COLOURS.ink);
  }
  // Safe margin: 4-dot dashes with 4-dot gaps.
  const [x0, y0, x1, y1] = [safeMm * d, safeMm * d, w - safeMm * d - 1, h - safeMm * d - 1];
  for (let x = x0; x <= x1; x++)
    if ((x - x0) % 8 < 4) {
      fillRect(r, x, y0, x + 1, y0 + 1, LABEL_COLOURS.ink);
      fillRect(r, x, y1, x + 1, y1 + 1, LABEL_COLOURS.ink);
    }
  for (let y = y0; y <= y1; y++)
    if ((y - y0) % 8 < 4) {
      fillRect(r, x0, y, x0 + 1, y + 1, LABEL_COLOURS.ink);
      fillRect(r, x1, y, x1 + 1, y + 1, LABEL_COLOURS.ink);
    }
  return r;
}

/**
 * Code 39 (ISO/IEC 16388): each character is five bars and four spaces, three of the nine wide.
 * Written bar, space, bar, …; 1 = wide.
 */
export const CODE39: Readonly<Record<string, string>> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '-': '010000101',
  '.': '110000100',
  ' ': '011000100',
  $: '010101000',
  '/': '010100010',
  '+': '010001010',
  '%': '000101010',
  '*': '010010100',
};

/** The chart's scan engine check: one message at four narrow widths. */
export const SCAN_CHART = {
  data: 'SEUIOT-39',
  dpi: 300,
  /** Narrow element in dots: 20, 13.3, 10 and 6.7 mil at 300 dpi. */
  narrow: [6, 4, 3, 2],
  /** Wide:narrow 3:1, the top of the 2:1 to 3:1 range, which reads best at small sizes. */
  ratio: 3,
  /** Quiet zone on each side, in narrow widths (the standard asks at least 10). */
  quiet: 10,
  barHeight: 150,
  gap: 90,
  margin: 60,
  width: 1240,
} as const;

/** Element widths (bar first, alternating; gaps between characters included) of `*data*`. */
export function code39Widths(data: string, narrow: number, ratio: number): number[] {
  const out: number[] = [];
  for (const [i, ch] of [...`*${data}*`].entries()) {
    const pattern = CODE39[ch];
    if (!pattern || (ch === '*' && i > 0 && i <= data.length))
      throw new Error(`not Code 39: ${ch}`);
    if (i > 0) out.push(narrow); // inter-character gap
    for (const e of pattern) out.push(e === '1' ? narrow * ratio : narrow);
  }
  return out;
}

/**
 * Scan-engine test chart, to print at 300 dpi: the same Code 39 message with 20, 13.3, 10 and
 * 6.7 mil narrow bars, each with its quiet zones, centred one under another. The smallest a
 * scanner reads at a given distance is its resolution there.
 */
export function scanChart(): Raster {
  const { data, narrow, ratio, barHeight, gap, margin, width } = SCAN_CHART;
  const height = margin * 2 + narrow.length * barHeight + (narrow.length - 1) * gap;
  const r = raster(width, height, WHITE);
  narrow.forEach((n, row) => {
    const widths = code39Widths(data, n, ratio);
    const total = widths.reduce((a, b) => a + b, 0);
    let x = Math.floor((width - total) / 2);
    const y = margin + row * (barHeight + gap);
    widths.forEach((w, i) => {
      if (i % 2 === 0) fillRect(r, x, y, x + w, y + barHeight, BLACK);
      x += w;
    });
  });
  return r;
}
