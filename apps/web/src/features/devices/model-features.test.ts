import { describe, expect, it } from 'vitest';
import type { Product } from '@seuiot/contract';
import {
  comparisonRows,
  matchModels,
  modelFeatures,
  screenSizeOf,
  toggleCompare,
} from './model-features';

const spec = (label: string, value: string) => ({ label, value });

function product(id: number, specs: Product['specs'], classificationId = 2): Product {
  return {
    id,
    model: `M${id}`,
    name: `Model ${id}`,
    classificationId,
    summary: '',
    image: '',
    specs,
  };
}

const S90C_ZH = product(1, [
  spec('显示屏', '6.0 英寸 FHD+，加热除雾'),
  spec('电池', '5000 mAh 低温电池'),
  spec('扫描引擎', '2D 百万像素影像引擎'),
  spec('防护等级', 'IP68'),
  spec('工作温度', '-30 °C 至 50 °C'),
]);
const R30_EN = product(2, [
  spec('Display', '5.5" HD+'),
  spec('Battery', '8,000 mAh removable'),
  spec('Scan engine', '2D imager'),
  spec('UHF RFID', 'Impinj E710, up to 12 m'),
  spec('Sealing', 'IP65'),
  spec('Operating temperature', '-20 °C to 55 °C'),
]);
const P20_EN = product(
  3,
  [spec('Print method', 'Direct thermal'), spec('Battery', '2,600 mAh')],
  7,
);
const T10_EN = product(4, [spec('Display', '10.1" WUXGA'), spec('Sealing', 'IP67')], 5);

describe('modelFeatures', () => {
  it('reads Chinese rows', () => {
    expect(modelFeatures(S90C_ZH.specs)).toEqual({
      scan: true,
      rfid: false,
      print: false,
      minTempC: -30,
      ipLiquid: 8,
      batteryMah: 5000,
      screenInches: 6,
    });
  });

  it('reads English rows, with digit grouping and inch marks', () => {
    expect(modelFeatures(R30_EN.specs)).toMatchObject({
      scan: true,
      rfid: true,
      minTempC: -20,
      ipLiquid: 5,
      batteryMah: 8000,
      screenInches: 5.5,
    });
  });

  it('leaves what a model does not state unknown', () => {
    expect(modelFeatures(P20_EN.specs)).toMatchObject({
      scan: false,
      print: true,
      minTempC: null,
      ipLiquid: null,
      screenInches: null,
    });
  });

  it('sorts screens into compact, standard and large', () => {
    expect(screenSizeOf(modelFeatures(R30_EN.specs))).toBe('standard');
    expect(screenSizeOf(modelFeatures(T10_EN.specs))).toBe('large');
    expect(screenSizeOf(modelFeatures([spec('Display', '3.2" touchscreen')]))).toBe('compact');
    expect(screenSizeOf(modelFeatures(P20_EN.specs))).toBeNull();
  });
});

describe('matchModels', () => {
  const all = [S90C_ZH, R30_EN, P20_EN, T10_EN];
  const none = { needs: [], screen: null, industryModels: null, familyModels: null } as const;

  it('keeps every model without a choice', () => {
    expect(matchModels(all, none)).toEqual(all);
  });

  it('requires every need', () => {
    expect(matchModels(all, { ...none, needs: ['scan'] }).map((p) => p.id)).toEqual([1, 2]);
    expect(matchModels(all, { ...none, needs: ['scan', 'rfid'] }).map((p) => p.id)).toEqual([2]);
    expect(matchModels(all, { ...none, needs: ['freezer'] }).map((p) => p.id)).toEqual([1]);
    expect(matchModels(all, { ...none, needs: ['sealed'] }).map((p) => p.id)).toEqual([1, 4]);
    expect(matchModels(all, { ...none, needs: ['allDay'] }).map((p) => p.id)).toEqual([1, 2]);
    expect(matchModels(all, { ...none, needs: ['print'] }).map((p) => p.id)).toEqual([3]);
  });

  it('narrows by industry, family and screen size', () => {
    expect(matchModels(all, { ...none, industryModels: new Set([2, 3]) }).map((p) => p.id)).toEqual(
      [2, 3],
    );
    expect(matchModels(all, { ...none, familyModels: new Set([4]) }).map((p) => p.id)).toEqual([4]);
    expect(matchModels(all, { ...none, screen: 'large' }).map((p) => p.id)).toEqual([4]);
  });
});

describe('comparison', () => {
  it('lists the labels of all compared models once, in first-seen order', () => {
    expect(comparisonRows([P20_EN, T10_EN])).toEqual([
      'Print method',
      'Battery',
      'Display',
      'Sealing',
    ]);
  });

  it('adds up to four models and removes one on a second toggle', () => {
    expect(toggleCompare([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleCompare([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggleCompare([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
  });
});
