import AES from 'crypto-js/aes';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import { toWire } from '@seuiot/contract';

/**
 * The password wire format of spec 5 (see the contract's cipher.ts): AES-128-ECB with PKCS#7
 * padding, Base64, then `+` -> `_`. Only the modules needed are imported to keep the login chunk
 * small.
 */
export function encryptPassword(key: string, plain: string): string {
  const encrypted = AES.encrypt(Utf8.parse(plain), Utf8.parse(key), {
    mode: ECB,
    padding: Pkcs7,
  });
  return toWire(encrypted.ciphertext.toString(Base64));
}
