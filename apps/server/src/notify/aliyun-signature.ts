import crypto from 'node:crypto';

/**
 * Alibaba Cloud RPC signature v1 (HMAC-SHA1 over the sorted, percent-encoded query). One
 * implementation for the sender (notify.ts) and the provider stand-in of the tests
 * (test/sinks.ts), so a test that passes proves the signature the portal really sends.
 */

/** Percent-encoding of the RPC signature: RFC 3986, with `~` kept and `!'()*` escaped. */
export function percentEncode(s: string): string {
  return encodeURIComponent(s)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical query: parameters sorted by name, each name and value percent-encoded. */
export function canonicalQuery(params: Iterable<readonly [string, string]>): string {
  return [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');
}

/** The signature of a GET to `/` with this canonical query. */
export function rpcSignature(query: string, accessKeySecret: string): string {
  return crypto
    .createHmac('sha1', `${accessKeySecret}&`)
    .update(`GET&${percentEncode('/')}&${percentEncode(query)}`)
    .digest('base64');
}
