/**
 * The password wire format of spec section 5: AES-128-ECB, PKCS#7 padding, Base64, then every
 * `+` replaced by `_`. It only hides the password in transit logs; TLS protects it and the server
 * stores argon2id hashes. The key is configuration (PASSWORD_CIPHER_KEY) that the server hands
 * the web app; both sides prove agreement on this vector in their tests.
 */
export const CIPHER_TEST_VECTOR = {
  key: 'SeuIot2026Portal',
  plain: 'Demo@2026',
  /** Base64 of the AES output; it contains `+`, so the wire form differs. */
  base64: 'owaZ++HDBG3T9IxrWpI/4g==',
  wire: 'owaZ__HDBG3T9IxrWpI/4g==',
} as const;

/** Key length in bytes (AES-128). */
export const CIPHER_KEY_LENGTH = 16;

/** Wire form: `+` becomes `_`. */
export function toWire(base64: string): string {
  return base64.replace(/\+/g, '_');
}

/** Back from the wire: `_` becomes `+`. */
export function fromWire(wire: string): string {
  return wire.replace(/_/g, '+');
}
