/**
 * The APK Signing Block (APK Signature Scheme v2 and v3): a block that sits just before the zip
 * central directory, ending with the magic "APK Sig Block 42". Its id-value pairs hold the v2
 * (0x7109871a) and v3 (0xf05368c0) signer sequences; each signer's signed data lists its X.509
 * certificates as plain DER, the first one being the signer's own.
 * See https://source.android.com/docs/security/features/apksigning/v2 and .../v3.
 *
 * Reads are positioned reads on an open file: the block is small and capped, the rest of the
 * file is never loaded.
 */
import { constants, createHash, createPublicKey, verify, X509Certificate } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const MAGIC = Buffer.from('APK Sig Block 42', 'latin1');
export const V2_BLOCK_ID = 0x7109871a;
export const V3_BLOCK_ID = 0xf05368c0;
/** A signing block larger than this is refused (real ones are a few KB, padding included). */
export const MAX_SIGNING_BLOCK = 8 * 1024 * 1024;

export class SigningBlockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningBlockError';
  }
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  if (bytesRead !== length) throw new SigningBlockError('short read');
  return buf;
}

export interface ZipLayout {
  fileSize: number;
  /** where the central directory starts (and so where the signing block, if any, ends) */
  centralDirectoryOffset: number;
  centralDirectorySize: number;
  /** offset of the end-of-central-directory record */
  eocdOffset: number;
}

/** Finds the end-of-central-directory record (the last one whose comment fits the file). */
export async function readZipLayout(fh: FileHandle, fileSize: number): Promise<ZipLayout> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(fh, fileSize - tailLength, tailLength);
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    if (i + 22 + tail.readUInt16LE(i + 20) !== tailLength) continue;
    const eocdOffset = fileSize - tailLength + i;
    let centralDirectorySize = tail.readUInt32LE(i + 12);
    let centralDirectoryOffset = tail.readUInt32LE(i + 16);
    if (centralDirectoryOffset === 0xffffffff && eocdOffset >= 20) {
      const locator = await readAt(fh, eocdOffset - 20, 20);
      if (locator.readUInt32LE(0) === ZIP64_LOCATOR_SIGNATURE) {
        const zip64At = Number(locator.readBigUInt64LE(8));
        if (zip64At + 56 > fileSize) throw new SigningBlockError('bad zip64 locator');
        const zip64 = await readAt(fh, zip64At, 56);
        if (zip64.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE)
          throw new SigningBlockError('bad zip64 record');
        centralDirectorySize = Number(zip64.readBigUInt64LE(40));
        centralDirectoryOffset = Number(zip64.readBigUInt64LE(48));
      }
    }
    if (centralDirectoryOffset + centralDirectorySize > eocdOffset)
      throw new SigningBlockError('central directory overlaps its end record');
    return { fileSize, centralDirectoryOffset, centralDirectorySize, eocdOffset };
  }
  throw new SigningBlockError('no end of central directory record');
}

export interface SigningBlock {
  /** offset of the block's first byte */
  offset: number;
  /** id -> value of each pair */
  pairs: Map<number, Buffer>;
}

/** The APK Signing Block before the central directory, or null when the file has none. */
export async function readSigningBlock(
  fh: FileHandle,
  layout: ZipLayout,
): Promise<SigningBlock | null> {
  const cd = layout.centralDirectoryOffset;
  if (cd < 32) return null;
  const footer = await readAt(fh, cd - 24, 24);
  if (!footer.subarray(8).equals(MAGIC)) return null;
  const sizeInFooter = footer.readBigUInt64LE(0);
  if (sizeInFooter < 24n || sizeInFooter > BigInt(MAX_SIGNING_BLOCK))
    throw new SigningBlockError('signing block size out of range');
  const total = Number(sizeInFooter) + 8; // the leading size field is not counted
  const offset = cd - total;
  if (offset < 0) throw new SigningBlockError('signing block starts before the file');
  const block = await readAt(fh, offset, total);
  if (block.readBigUInt64LE(0) !== sizeInFooter)
    throw new SigningBlockError('signing block sizes disagree');
  const pairs = new Map<number, Buffer>();
  let p = 8;
  const end = total - 24;
  while (p < end) {
    if (p + 12 > end) throw new SigningBlockError('pair header past the end');
    const len = block.readBigUInt64LE(p);
    if (len < 4n || len > BigInt(end - p - 8)) throw new SigningBlockError('pair past the end');
    const id = block.readUInt32LE(p + 8);
    if (!pairs.has(id)) pairs.set(id, block.subarray(p + 12, p + 8 + Number(len)));
    p += 8 + Number(len);
  }
  return { offset, pairs };
}

/** A reader of u32-length-prefixed values, as the v2/v3 blocks nest them. */
export class LengthPrefixed {
  private p = 0;
  constructor(private readonly buf: Buffer) {}

  get done(): boolean {
    return this.p >= this.buf.length;
  }

  /** The next length-prefixed value. */
  next(): Buffer {
    if (this.p + 4 > this.buf.length) throw new SigningBlockError('length past the end');
    const len = this.buf.readUInt32LE(this.p);
    if (this.p + 4 + len > this.buf.length) throw new SigningBlockError('value past the end');
    const v = this.buf.subarray(this.p + 4, this.p + 4 + len);
    this.p += 4 + len;
    return v;
  }

  /** The next plain u32. */
  u32(): number {
    if (this.p + 4 > this.buf.length) throw new SigningBlockError('u32 past the end');
    const v = this.buf.readUInt32LE(this.p);
    this.p += 4;
    return v;
  }

  /** Every remaining length-prefixed value. */
  all(): Buffer[] {
    const out: Buffer[] = [];
    while (!this.done) out.push(this.next());
    return out;
  }
}

/** One v2/v3 signer: its signed data (raw, as signed), certificates, signatures and key. */
export interface SchemeSigner {
  signedData: Buffer;
  digests: { algorithm: number; digest: Buffer }[];
  certificates: Buffer[];
  signatures: { algorithm: number; signature: Buffer }[];
  publicKey: Buffer;
}

/**
 * The signers of a v2 or v3 block value. v2 signer: signed data, signatures, public key; v3 signer:
 * signed data, minSdk, maxSdk, signatures, public key. Signed data starts with the digests and the
 * certificates in both.
 */
export function parseSchemeSigners(value: Buffer, scheme: 2 | 3): SchemeSigner[] {
  const signers = new LengthPrefixed(new LengthPrefixed(value).next()).all();
  if (signers.length === 0) throw new SigningBlockError('no signers');
  return signers.map((raw) => {
    const r = new LengthPrefixed(raw);
    const signedData = r.next();
    if (scheme === 3) {
      r.u32();
      r.u32();
    }
    const signatures = new LengthPrefixed(r.next()).all().map((s) => {
      const sr = new LengthPrefixed(s);
      return { algorithm: sr.u32(), signature: sr.next() };
    });
    const publicKey = r.next();
    const sd = new LengthPrefixed(signedData);
    const digests = new LengthPrefixed(sd.next()).all().map((d) => {
      const dr = new LengthPrefixed(d);
      return { algorithm: dr.u32(), digest: dr.next() };
    });
    const certificates = new LengthPrefixed(sd.next()).all();
    if (certificates.length === 0) throw new SigningBlockError('signer without a certificate');
    return { signedData, digests, certificates, signatures, publicKey };
  });
}

/** Content digest kinds of the v2/v3 schemes (verity digests are not computed here). */
type ContentDigest = 'sha256' | 'sha512';

interface SignatureAlgorithm {
  hash: 'sha256' | 'sha512';
  digest: ContentDigest;
  pss?: { saltLength: number };
}

/** The v2/v3 signature algorithms read here (apksig `SignatureAlgorithm`), by id. */
const ALGORITHMS = new Map<number, SignatureAlgorithm>([
  [0x0101, { hash: 'sha256', digest: 'sha256', pss: { saltLength: 32 } }],
  [0x0102, { hash: 'sha512', digest: 'sha512', pss: { saltLength: 64 } }],
  [0x0103, { hash: 'sha256', digest: 'sha256' }],
  [0x0104, { hash: 'sha512', digest: 'sha512' }],
  [0x0201, { hash: 'sha256', digest: 'sha256' }],
  [0x0202, { hash: 'sha512', digest: 'sha512' }],
  [0x0301, { hash: 'sha256', digest: 'sha256' }],
]);
/** Stronger first, as the platform picks the signature it checks. */
const PREFERENCE = [0x0102, 0x0104, 0x0202, 0x0101, 0x0103, 0x0201, 0x0301];
const CHUNK = 1024 * 1024;

/**
 * The chunked content digest of the v2/v3 schemes: the file's three sections (entries up to the
 * signing block, central directory, end record with its directory offset pointing at the signing
 * block) cut into 1 MiB chunks; each chunk hashed as 0xa5 | u32 length | bytes, the whole as
 * 0x5a | u32 chunk count | chunk digests. Reads the file 1 MiB at a time.
 */
async function contentDigest(
  fh: FileHandle,
  layout: ZipLayout,
  blockOffset: number,
  kind: ContentDigest,
): Promise<Buffer> {
  const eocd = await readAt(fh, layout.eocdOffset, layout.fileSize - layout.eocdOffset);
  eocd.writeUInt32LE(blockOffset, 16);
  const sections: [number, number, Buffer | null][] = [
    [0, blockOffset, null],
    [layout.centralDirectoryOffset, layout.centralDirectorySize, null],
    [0, eocd.length, eocd],
  ];
  const digests: Buffer[] = [];
  const buf = Buffer.allocUnsafe(CHUNK);
  const prefix = Buffer.alloc(5);
  prefix[0] = 0xa5;
  for (const [start, length, inMemory] of sections) {
    for (let done = 0; done < length; done += CHUNK) {
      const n = Math.min(CHUNK, length - done);
      let bytes: Buffer;
      if (inMemory) bytes = inMemory.subarray(done, done + n);
      else {
        const { bytesRead } = await fh.read(buf, 0, n, start + done);
        if (bytesRead !== n) throw new SigningBlockError('short read');
        bytes = buf.subarray(0, n);
      }
      prefix.writeUInt32LE(n, 1);
      digests.push(createHash(kind).update(prefix).update(bytes).digest());
    }
  }
  const head = Buffer.alloc(5);
  head[0] = 0x5a;
  head.writeUInt32LE(digests.length, 1);
  const top = createHash(kind).update(head);
  for (const d of digests) top.update(d);
  return top.digest();
}

/**
 * Checks v2/v3 signers as the platform does: each signer's strongest supported signature verifies
 * over its signed data with its public key; the digest and signature algorithm lists agree; the
 * first certificate carries that public key; and the content digest of the file equals the signed
 * one. Throws `SigningBlockError` otherwise.
 */
export async function verifySchemeSigners(
  fh: FileHandle,
  layout: ZipLayout,
  block: SigningBlock,
  signers: SchemeSigner[],
): Promise<void> {
  if (layout.centralDirectoryOffset + layout.centralDirectorySize !== layout.eocdOffset)
    throw new SigningBlockError('the central directory is not followed by its end record');
  const computed = new Map<ContentDigest, Buffer>();
  for (const signer of signers) {
    const id = PREFERENCE.find((a) => signer.signatures.some((s) => s.algorithm === a));
    const algorithm = id === undefined ? undefined : ALGORITHMS.get(id);
    if (id === undefined || !algorithm) throw new SigningBlockError('no supported signature');
    const key = createPublicKey({ key: signer.publicKey, format: 'der', type: 'spki' });
    const signature = signer.signatures.find((s) => s.algorithm === id)!.signature;
    const ok = verify(
      algorithm.hash,
      signer.signedData,
      algorithm.pss
        ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: algorithm.pss.saltLength }
        : key,
      signature,
    );
    if (!ok) throw new SigningBlockError('a signature does not verify');
    const signed = signer.digests.map((d) => d.algorithm).sort();
    const made = signer.signatures.map((s) => s.algorithm).sort();
    if (signed.join() !== made.join())
      throw new SigningBlockError('signed digests and signatures disagree');
    const certKey = new X509Certificate(signer.certificates[0]!).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    if (!certKey.equals(signer.publicKey))
      throw new SigningBlockError('the certificate does not hold the signing key');
    const expected = signer.digests.find((d) => d.algorithm === id)!.digest;
    let actual = computed.get(algorithm.digest);
    if (!actual) {
      actual = await contentDigest(fh, layout, block.offset, algorithm.digest);
      computed.set(algorithm.digest, actual);
    }
    if (!actual.equals(expected)) throw new SigningBlockError('the content digest does not match');
  }
}
