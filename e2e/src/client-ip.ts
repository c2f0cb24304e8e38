import crypto from 'node:crypto';

/**
 * A client address of its own for a journey (sent as X-Forwarded-For; the test server trusts
 * it): the per-address limits on codes and sign-ups then apply per visitor, as on the real
 * portal, not to the whole suite coming from 127.0.0.1.
 */
export function newClientIp(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${(a! % 254) + 1}.${b!}.${(c! % 254) + 1}`;
}
