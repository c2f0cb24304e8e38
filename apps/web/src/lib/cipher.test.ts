import { describe, expect, it } from 'vitest';
import { CIPHER_TEST_VECTOR, fromWire } from '@seuiot/contract';
import { encryptPassword } from './cipher';

describe('encryptPassword', () => {
  it('matches the contract test vector', () => {
    expect(encryptPassword(CIPHER_TEST_VECTOR.key, CIPHER_TEST_VECTOR.plain)).toBe(
      CIPHER_TEST_VECTOR.wire,
    );
  });

  it('replaces every + of the Base64 form', () => {
    const wire = encryptPassword(CIPHER_TEST_VECTOR.key, CIPHER_TEST_VECTOR.plain);
    expect(wire).not.toContain('+');
    expect(fromWire(wire)).toBe(CIPHER_TEST_VECTOR.base64);
  });
});
