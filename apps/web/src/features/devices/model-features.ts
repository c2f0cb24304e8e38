import type { Product } from '@seuiot/contract';

/**
 * What model selection can ask of a device, read from its specification rows (decision 0003:
 * matching happens in the browser over the models' data). The rows are answered in the reader's
 * language, so each row is recognised by its label in either language.
 */
export const NEEDS = ['scan', 'rfid', 'print', 'freezer', 'sealed', 'allDay'] as const;
export type Need = (typeof NEEDS)[number];

export const SCREEN_SIZES = ['compact', 'standard', 'large'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

export interface ModelFeatures {
  scan: boolean;
  rfid: boolean;
  print: boolean;
  /** Lowest operating temperature in °C. */
  minTempC: number | null;
  /** The liquid digit of the IP code (IP67 -> 7). */
  ipLiquid: number | null;
  batteryMah: number | null;
  screenInches: number | null;
}

const LABELS = {
  scan: ['扫描引擎', 'scan engine'],
  rfid: ['uhf rfid'],
  print: ['打印方式', 'print method'],
  temp: ['工作温度', 'operating temperature'],
  sealing: ['防护等级', 'sealing'],
  battery: ['电池', 'battery'],
  display: ['显示屏', 'display'],
} as const;

/** Thresholds of the needs. */
export const FREEZER_MAX_C = -30;
export const SEALED_MIN_IP_LIQUID = 7;
export const ALL_DAY_MIN_MAH = 5000;
export const COMPACT_MAX_INCHES = 5.5;
export const LARGE_MIN_INCHES = 7;

function valueOf(specs: Product['specs'], labels: readonly string[]): string | null {
  const row = specs.find((spec) => labels.includes(spec.label.trim().toLowerCase()));
  return row ? row.value : null;
}

function firstNumber(text: string | null, pattern: RegExp): number | null {
  if (text === null) return null;
  const match = pattern.exec(text.replace(/(\d),(\d{3})/g, '$1$2'));
  return match ? Number(match[1]) : null;
}

export function modelFeatures(specs: Product['specs']): ModelFeatures {
  const temp = valueOf(specs, LABELS.temp);
  const sealing = valueOf(specs, LABELS.sealing);
  return {
    scan: valueOf(specs, LABELS.scan) !== null,
    rfid: valueOf(specs, LABELS.rfid) !== null,
    print: valueOf(specs, LABELS.print) !== null,
    // "-30 °C 至 50 °C" / "-30 °C to 50 °C": the first temperature is the lowest.
    minTempC: firstNumber(temp, /(-?\d+(?:\.\d+)?)\s*°?\s*C/i),
    ipLiquid: sealing === null ? null : firstNumber(sealing, /IP\d(\d)/i),
    batteryMah: firstNumber(valueOf(specs, LABELS.battery), /(\d+)\s*mAh/i),
    // '6.0 英寸' / '6.0"'
    screenInches: firstNumber(
      valueOf(specs, LABELS.display),
      /(\d+(?:\.\d+)?)\s*(?:英寸|"|”|inch)/i,
    ),
  };
}

export function meetsNeed(features: ModelFeatures, need: Need): boolean {
  switch (need) {
    case 'scan':
      return features.scan;
    case 'rfid':
      return features.rfid;
    case 'print':
      return features.print;
    case 'freezer':
      return features.minTempC !== null && features.minTempC <= FREEZER_MAX_C;
    case 'sealed':
      return features.ipLiquid !== null && features.ipLiquid >= SEALED_MIN_IP_LIQUID;
    case 'allDay':
      return features.batteryMah !== null && features.batteryMah >= ALL_DAY_MIN_MAH;
  }
}

export function screenSizeOf(features: ModelFeatures): ScreenSize | null {
  const inches = features.screenInches;
  if (inches === null) return null;
  if (inches < COMPACT_MAX_INCHES) return 'compact';
  if (inches >= LARGE_MIN_INCHES) return 'large';
  return 'standard';
}

export interface Selection {
  needs: readonly Need[];
  screen: ScreenSize | null;
  /** Models named by the chosen industry's solutions; null when no industry is chosen. */
  industryModels: ReadonlySet<number> | null;
  /** Models of the chosen device family; null for every family. */
  familyModels: ReadonlySet<number> | null;
}

/** The models that meet every choice, in their catalogue order. */
export function matchModels(products: readonly Product[], selection: Selection): Product[] {
  return products.filter((product) => {
    if (selection.industryModels && !selection.industryModels.has(product.id)) return false;
    if (selection.familyModels && !selection.familyModels.has(product.id)) return false;
    const features = modelFeatures(product.specs);
    if (!selection.needs.every((need) => meetsNeed(features, need))) return false;
    if (selection.screen && screenSizeOf(features) !== selection.screen) return false;
    return true;
  });
}

/** Specification labels of the compared models in first-seen order, for the comparison rows. */
export function comparisonRows(products: readonly Product[]): string[] {
  const labels: string[] = [];
  for (const product of products)
    for (const spec of product.specs) if (!labels.includes(spec.label)) labels.push(spec.label);
  return labels;
}

/** Up to this many models side by side. */
export const MAX_COMPARE = 4;

/** The compared ids after toggling one: added at the end (if room) or removed. */
export function toggleCompare(current: readonly number[], id: number): number[] {
  if (current.includes(id)) return current.filter((item) => item !== id);
  return current.length >= MAX_COMPARE ? [...current] : [...current, id];
}
