/**
 * A minimal DER reader: just what it takes to walk a PKCS#7 `SignedData` (the v1 JAR signature
 * block, `META-INF/*.RSA|*.EC|*.DSA`) down to its certificates and its signer's identity. Definite
 * lengths only (DER); anything else throws.
 */

export interface Tlv {
  tag: number;
  /** offset of the tag byte */
  start: number;
  /** offset of the contents */
  valueStart: number;
  /** offset just past the contents */
  end: number;
}

export class DerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DerError';
  }
}

export function readTlv(buf: Buffer, offset: number, limit = buf.length): Tlv {
  if (offset + 2 > limit) throw new DerError('DER past the end');
  const tag = buf[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte DER tags are not used here');
  let len = buf[offset + 1]!;
  let p = offset + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new DerError('indefinite or oversized DER length');
    if (p + n > limit) throw new DerError('DER length past the end');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[p + i]!;
    p += n;
  }
  if (p + len > limit) throw new DerError('DER value past the end');
  return { tag, start: offset, valueStart: p, end: p + len };
}

/** The children of a constructed value. */
export function children(buf: Buffer, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  let p = parent.valueStart;
  while (p < parent.end) {
    const t = readTlv(buf, p, parent.end);
    out.push(t);
    p = t.end;
  }
  return out;
}

export function bytes(buf: Buffer, t: Tlv): Buffer {
  return buf.subarray(t.start, t.end);
}

export function contents(buf: Buffer, t: Tlv): Buffer {
  return buf.subarray(t.valueStart, t.end);
}

const TAG_SEQUENCE = 0x30;
const TAG_INTEGER = 0x02;
const TAG_OID = 0x06;
const TAG_CERTS = 0xa0; // [0] IMPLICIT SET OF Certificate
const TAG_SET = 0x31;
const OID_SIGNED_DATA = Buffer.from('2a864886f70d010702', 'hex'); // 1.2.840.113549.1.7.2

function expect(t: Tlv | undefined, tag: number, what: string): Tlv {
  if (!t || t.tag !== tag) throw new DerError(`expected ${what}`);
  return t;
}

/** The issuer Name and serial number (DER) that identify a certificate. */
function certIdentity(buf: Buffer, cert: Tlv): { issuer: Buffer; serial: Buffer } {
  const tbs = expect(children(buf, cert)[0], TAG_SEQUENCE, 'tbsCertificate');
  const fields = children(buf, tbs);
  let i = 0;
  if (fields[0]?.tag === 0xa0) i = 1; // [0] EXPLICIT version
  const serial = expect(fields[i], TAG_INTEGER, 'serial number');
  const issuer = expect(fields[i + 2], TAG_SEQUENCE, 'issuer');
  return { issuer: bytes(buf, issuer), serial: contents(buf, serial) };
}

/** What a PKCS#7 SignedData holds for each signer: its certificate and its SignerInfo. */
export interface Pkcs7Signer {
  /** the signer's certificate, DER */
  certificate: Buffer;
  /** the SignerInfo's digest algorithm, as a Node hash name; null when not one read here */
  hash: 'sha1' | 'sha256' | 'sha384' | 'sha512' | null;
  /**
   * the signed attributes re-tagged as a SET (what the signature covers when present), or null
   * when the signature covers the content itself
   */
  signedAttributes: Buffer | null;
  /** the messageDigest signed attribute, when there are signed attributes */
  messageDigest: Buffer | null;
  signature: Buffer;
}

const HASHES = new Map<string, Pkcs7Signer['hash']>([
  ['2b0e03021a', 'sha1'],
  ['608648016503040201', 'sha256'],
  ['608648016503040202', 'sha384'],
  ['608648016503040203', 'sha512'],
]);
const OID_MESSAGE_DIGEST = '2a864886f70d010904'; // 1.2.840.113549.1.9.4
const TAG_OCTET_STRING = 0x04;

/**
 * Each signer of a PKCS#7 `ContentInfo { signedData }` (the v1 JAR signature block): its
 * certificate, matched to its SignerInfo by issuer and serial number (a block may carry chain
 * certificates too), and what its signature covers.
 */
export function pkcs7Signers(buf: Buffer): Pkcs7Signer[] {
  const contentInfo = expect(readTlv(buf, 0), TAG_SEQUENCE, 'ContentInfo');
  const [oid, explicit] = children(buf, contentInfo);
  if (!contents(buf, expect(oid, TAG_OID, 'content type')).equals(OID_SIGNED_DATA))
    throw new DerError('not a SignedData');
  const signedData = expect(
    children(buf, expect(explicit, 0xa0, '[0]'))[0],
    TAG_SEQUENCE,
    'SignedData',
  );
  const fields = children(buf, signedData);
  const certSet = fields.find((f) => f.tag === TAG_CERTS);
  const signerInfos = fields[fields.length - 1];
  if (!certSet || !signerInfos || signerInfos.tag !== TAG_SET)
    throw new DerError('SignedData without certificates or signers');
  const certs = children(buf, certSet).filter((c) => c.tag === TAG_SEQUENCE);
  const ids = certs.map((c) => ({ tlv: c, ...certIdentity(buf, c) }));
  const out: Pkcs7Signer[] = [];
  for (const info of children(buf, signerInfos)) {
    // SignerInfo: version, IssuerAndSerialNumber { issuer, serial }, digestAlgorithm,
    // [0] signedAttrs OPTIONAL, signatureAlgorithm, signature, [1] unsignedAttrs OPTIONAL
    const parts = children(buf, expect(info, TAG_SEQUENCE, 'SignerInfo'));
    const sid = expect(parts[1], TAG_SEQUENCE, 'IssuerAndSerialNumber');
    const [issuer, serial] = children(buf, sid);
    if (!issuer || !serial) throw new DerError('bad IssuerAndSerialNumber');
    const match = ids.find(
      (c) => c.issuer.equals(bytes(buf, issuer)) && c.serial.equals(contents(buf, serial)),
    );
    if (!match) throw new DerError('a signer without its certificate');
    const digestAlgorithm = expect(parts[2], TAG_SEQUENCE, 'digestAlgorithm');
    const digestOid = expect(children(buf, digestAlgorithm)[0], TAG_OID, 'digest OID');
    let i = 3;
    let signedAttributes: Buffer | null = null;
    let messageDigest: Buffer | null = null;
    if (parts[i]?.tag === 0xa0) {
      const attrs = parts[i]!;
      signedAttributes = Buffer.from(bytes(buf, attrs));
      signedAttributes[0] = TAG_SET; // the signature covers them as a SET OF
      for (const attr of children(buf, attrs)) {
        const [type, values] = children(buf, expect(attr, TAG_SEQUENCE, 'Attribute'));
        if (type?.tag === TAG_OID && contents(buf, type).toString('hex') === OID_MESSAGE_DIGEST) {
          const value = children(buf, expect(values, TAG_SET, 'attribute values'))[0];
          messageDigest = Buffer.from(contents(buf, expect(value, TAG_OCTET_STRING, 'digest')));
        }
      }
      if (!messageDigest) throw new DerError('signed attributes without a message digest');
      i++;
    }
    expect(parts[i], TAG_SEQUENCE, 'signatureAlgorithm');
    const signature = expect(parts[i + 1], TAG_OCTET_STRING, 'signature');
    out.push({
      certificate: Buffer.from(bytes(buf, match.tlv)),
      hash: HASHES.get(contents(buf, digestOid).toString('hex')) ?? null,
      signedAttributes,
      messageDigest,
      signature: Buffer.from(contents(buf, signature)),
    });
  }
  if (out.length === 0) throw new DerError('no signer');
  return out;
}
