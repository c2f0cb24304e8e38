import { describe, expect, it } from 'vitest';
import { IMAGE_RULES } from '@seuiot/contract';
import { checkImage, megabytes, sniffImageType } from './image-check';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0];
const BMP = [0x42, 0x4d, 0, 0, 0, 0, 0, 0];

function file(head: number[], size = 1024): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes]);
}

const sized = (width: number, height: number) => () => Promise.resolve({ width, height });

describe('image pre-checks', () => {
  it('tells the type by content', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('png');
    expect(sniffImageType(new Uint8Array(JPG))).toBe('jpg');
    expect(sniffImageType(new Uint8Array(BMP))).toBe('bmp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a..'))).toBe('gif');
    expect(sniffImageType(new TextEncoder().encode('<svg xml'))).toBeNull();
  });

  it('accepts an avatar larger than 100×100 and refuses 100×100', async () => {
    const rule = IMAGE_RULES.avatar;
    expect(await checkImage(file(PNG), rule, sized(101, 150))).toBeNull();
    expect(await checkImage(file(JPG), rule, sized(100, 100))).toBe('dimensions');
  });

  it('refuses a type the rule does not list, whatever the name says', async () => {
    expect(await checkImage(file(BMP), IMAGE_RULES.avatar, sized(500, 500))).toBe('type');
    expect(await checkImage(file(BMP), IMAGE_RULES.idPhoto, sized(500, 500))).toBeNull();
    expect(await checkImage(file([1, 2, 3]), IMAGE_RULES.license, sized(500, 500))).toBe('type');
  });

  it('refuses files over the size limit', async () => {
    const rule = IMAGE_RULES.idPhoto;
    expect(await checkImage(file(PNG, rule.maxBytes + 1), rule, sized(600, 600))).toBe('size');
    expect(await checkImage(file(PNG, rule.maxBytes), rule, sized(600, 600))).toBeNull();
    expect(await checkImage(file(PNG), rule, sized(600, 499))).toBe('dimensions');
  });

  it('refuses a picture past the pixel limit, by side or in all (decision 0041)', async () => {
    const rule = IMAGE_RULES.idPhoto;
    expect(await checkImage(file(PNG), rule, sized(60_000, 60_000))).toBe('pixels');
    expect(await checkImage(file(PNG), rule, sized(1_080, 20_001))).toBe('pixels');
    expect(await checkImage(file(PNG), rule, sized(8_000, 6_000))).toBe('pixels');
    expect(await checkImage(file(PNG), rule, sized(1_080, 20_000))).toBeNull();
    expect(await checkImage(file(PNG), rule, sized(8_000, 5_000))).toBeNull();
  });

  it('treats an image the browser cannot decode as the wrong type', async () => {
    const broken = () => Promise.reject(new Error('decode'));
    expect(await checkImage(file(PNG), IMAGE_RULES.avatar, broken)).toBe('type');
  });

  it('names limits in megabytes', () => {
    expect(megabytes(IMAGE_RULES.idPhoto.maxBytes)).toBe(3);
    expect(megabytes(IMAGE_RULES.avatar.maxBytes)).toBe(2);
  });
});
