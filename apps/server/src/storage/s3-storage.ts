import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkKey,
  keyOfPartial,
  PARTIAL_DIR,
  partialName,
  type ByteRange,
  type PresignOptions,
  type Recovered,
  type StagedFile,
  type Storage,
  type StoredStat,
} from './storage.js';

/** Where the bucket is and how to reach it (config.ts `storage` when STORAGE_URL is s3://). */
export interface S3Options {
  bucket: string;
  /** Prepended to every key ('' or a path ending in '/'). */
  prefix: string;
  /** http(s)://host:port of an S3-compatible server; empty for AWS itself. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Bytes per part of a multipart upload: what one upload holds in memory at most (times 2). */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Files as objects of an S3-compatible bucket, under the same contract as `LocalStorage`: a write
 * is a streamed (multipart) upload to `<prefix>.partial/<partial name>` that `commit` copies to
 * `<prefix><key>` (an object appears whole or not at all) and then deletes; `recover` deals with
 * the staged objects a killed process left, by their age (decision 0025).
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(opts: S3Options) {
    this.bucket = opts.bucket;
    this.prefix = opts.prefix;
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle,
      // Static: no credential provider chain that could ask a metadata service on the network.
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // Checksums only when the operation requires one (S3-compatible servers may not know them).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private object(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    await (await this.stage(key, data)).commit();
  }

  async stage(key: string, data: Buffer | Readable): Promise<StagedFile> {
    const target = this.object(key);
    const staged = `${this.prefix}${PARTIAL_DIR}/${partialName(key, `${Date.now()}-${crypto.randomInt(1e9)}`)}`;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: staged, Body: data },
      partSize: PART_SIZE,
      queueSize: 2,
      // A failed or refused upload aborts its multipart upload: no parts are left behind.
      leavePartsOnError: false,
    });
    // The source's own error (a limit, a client gone) is what the caller answers, not what an
    // abort of the multipart upload may have thrown after it.
    let sourceError: unknown;
    if (!Buffer.isBuffer(data)) data.once('error', (err) => (sourceError = err));
    try {
      await upload.done();
    } catch (err) {
      // A short body goes up in one PUT; should it have landed, it is removed as well.
      await this.deleteObject(staged).catch(() => undefined);
      throw sourceError ?? err;
    }
    return {
      commit: async () => {
        await this.copy(staged, target);
        await this.deleteObject(staged);
      },
      discard: () => this.deleteObject(staged),
      read: async () => (await this.getObject(staged))!,
    };
  }

  /**
   * As `LocalStorage.recover`: staged objects last written before `before` get their key when a
   * row names it (and the key holds nothing), else they are deleted; multipart uploads started
   * before it that a killed process never finished are aborted.
   */
  async recover(before: Date, isReferenced: (key: string) => Promise<boolean>): Promise<Recovered> {
    const out: Recovered = { completed: [], removed: [] };
    const dir = `${this.prefix}${PARTIAL_DIR}/`;
    let token: string | undefined;
    const found: { name: string; modified: Date }[] = [];
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: dir, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key && o.LastModified)
          found.push({ name: o.Key.slice(dir.length), modified: o.LastModified });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    for (const { name, modified } of found.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (modified.getTime() >= before.getTime()) continue;
      const key = keyOfPartial(name);
      if (key !== null && (await isReferenced(key)) && !(await this.exists(key))) {
        await this.copy(dir + name, this.object(key));
        await this.deleteObject(dir + name);
        out.completed.push(key);
      } else {
        await this.deleteObject(dir + name);
        out.removed.push(name);
      }
    }
    await this.abortStaleUploads(dir, before);
    return out;
  }

  /** Aborts the unfinished multipart uploads under `dir` begun before `before`. */
  private async abortStaleUploads(dir: string, before: Date): Promise<void> {
    let uploads;
    try {
      uploads = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: dir }),
      );
    } catch {
      // Some S3-compatible servers do not list uploads: a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) cleans them there (README "Object storage").
      return;
    }
    for (const u of uploads.Uploads ?? [])
      if (u.Key && u.UploadId && u.Initiated && u.Initiated.getTime() < before.getTime())
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: u.Key,
            UploadId: u.UploadId,
          }),
        );
  }

  get(key: string): Readable {
    const open = () => this.getObject(this.object(key));
    return Readable.from(
      (async function* () {
        const body = await open();
        if (!body)
          throw Object.assign(new Error(`no object for ${key}`), { code: 'ENOENT' as const });
        yield* body;
      })(),
      { objectMode: false },
    );
  }

  async remove(key: string): Promise<void> {
    await this.deleteObject(this.object(key));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredStat | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.object(key) }),
      );
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  open(key: string, range?: ByteRange): Promise<Readable | null> {
    return this.getObject(this.object(key), range);
  }

  presign(key: string, opts: PresignOptions): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.object(key),
        ResponseContentDisposition: opts.disposition,
        ResponseContentType: opts.contentType,
        ResponseCacheControl: 'private, no-store',
      }),
      { expiresIn: opts.expiresIn },
    );
  }

  private async getObject(object: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: object,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private async copy(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
  }

  private async deleteObject(object: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object }));
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
