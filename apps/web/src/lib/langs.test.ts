import { describe, expect, it } from 'vitest';
import { EDITIONS, LANGS, portalConfigSchema, CIPHER_TEST_VECTOR } from '@seuiot/contract';
import { SUPPORTED_LANGS } from './langs';
import { SUPPORTED_EDITIONS, parsePortalConfig } from './portal-config';

describe('restated contract constants', () => {
  it('match the contract', () => {
    expect([...SUPPORTED_LANGS]).toEqual([...LANGS]);
    expect([...SUPPORTED_EDITIONS]).toEqual([...EDITIONS]);
  });

  it('parsePortalConfig accepts exactly what portalConfigSchema accepts', () => {
    const good = {
      edition: 'overseas',
      defaultLang: 'en',
      otherEditionUrl: 'https://cn.example.com/seuiot/',
      cipherKey: CIPHER_TEST_VECTOR.key,
      contactEmail: 'support@example.com',
      hotline: '400-000-0000',
      qrImage: 'qr-official.svg',
    };
    const samples: unknown[] = [
      good,
      { ...good, edition: 'moon' },
      { ...good, defaultLang: 'fr' },
      { ...good, hotline: 5 },
      { ...good, qrImage: undefined },
      null,
      'x',
    ];
    for (const sample of samples) {
      const parsed = portalConfigSchema.safeParse(sample);
      expect(parsePortalConfig(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
