import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  LIMITS,
  type Lang,
  UPLOAD_RULES,
  uploadFieldsSchema,
  type Upload,
  type UploadPurpose,
} from '@seuiot/contract';
import { removeQueued } from '../../db/file-removals.js';
import { durably } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { parseFields, readStreamedFile } from '../../http/multipart.js';
import type { ApkInfo } from '../../lib/apk/apk-info.js';
import { storedFileName } from '../../lib/file-names.js';
import { pick } from '../../lib/text.js';
import type { StagedFile, Storage } from '../../storage/storage.js';
import {
  rangedFile,
  contentDisposition,
  type FileAnswer,
  type FileRequest,
} from '../files/files.service.js';
import {
  UPLOAD_KINDS,
  type AppRow,
  type AppsRepo,
  type UploadRow,
  type VersionRow,
} from './apps.repo.js';
import { signerKey } from './rules.js';
import { APK_MIME, ruleFor, uploadFacts, type ApkReader } from './upload-checks.js';
import { editMedia, fileUrl, uploadView } from './views.js';

export type { ApkReader } from './upload-checks.js';

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/**
 * The one upload pipeline of the developer apps (`/front/upload/getBusId`): a file is streamed to
 * storage under a partial name through a guard (limit and type by the first bytes, decision 0015),
 * checked (an icon's dimensions, an APK read by the package reader and checked against its app),
 * then its `files` and `app_uploads` rows are committed and only then does it take its key, as
 * every upload of the portal does (decision 0010). A refusal, an abort or a failure at any step
 * drops the partial file: nothing is left behind. An upload belongs to its owner, and to the app
 * that first uses it; one no app uses within a day is removed (`sweep`).
 */
export class UploadsService {
  constructor(
    private readonly repo: AppsRepo,
    private readonly storage: Storage,
    private readonly readApk: ApkReader,
    private readonly apiPrefix: string,
    /** Megabytes of app files one developer may keep (DEVELOPER_STORAGE_QUOTA_MB). */
    private readonly quotaMb: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  private async checkQuota(repo: AppsRepo, ownerId: number, incoming: number): Promise<void> {
    if ((await repo.appBytes(ownerId)) + incoming > this.quotaMb * MB)
      throw new AppError('B0008', `${this.quotaMb} MB`);
  }

  /**
   * Stores one upload of an approved developer and answers its business id with what was read
   * from it. `checkPackage` checks a package against the app named by the form's `appId`.
   */
  async upload(
    userId: number,
    request: FastifyRequest,
    checkPackage: (app: AppRow, apk: ApkInfo) => Promise<void>,
  ): Promise<Upload> {
    // A developer at the quota learns it before sending a byte.
    await this.checkQuota(this.repo, userId, 1);
    let purpose: UploadPurpose = 'icon';
    let app: AppRow | undefined;
    const key = `app/${crypto.randomUUID()}`;
    const {
      result: staged,
      guard,
      fileName,
    } = await readStreamedFile<StagedFile>(request, {
      field: 'file',
      maxBytes: UPLOAD_RULES.package.maxBytes,
      start: async (raw) => {
        const f = parseFields(uploadFieldsSchema, raw);
        purpose = f.purpose;
        if (f.appId !== undefined) {
          if (f.purpose !== 'package') throw new AppError('B0004', ['appId']);
          app = await this.repo.ownApp(userId, f.appId);
          if (!app) throw new AppError('A0078');
        }
        return ruleFor(f.purpose);
      },
      sink: (_fields, stream) => this.storage.stage(key, stream),
      discard: (s) => s.discard(),
    });
    try {
      const facts = await uploadFacts(
        purpose,
        guard.type!,
        guard.kept,
        staged,
        this.readApk,
        this.log,
      );
      if (facts.apk && app) await checkPackage(app, facts.apk);
      const size = guard.bytes;
      const now = Date.now();
      const fileId = await durably(this.repo.db, () =>
        this.repo.transaction(async (tx) => {
          const id = await tx.insertFile({
            owner_id: userId,
            kind: UPLOAD_KINDS[purpose],
            storage_key: key,
            mime: facts.mime,
            size,
            width: facts.width,
            height: facts.height,
            created_at: now,
          });
          await tx.insertUpload({
            file_id: id,
            owner_id: userId,
            purpose,
            file_name: storedFileName(fileName, 200, ''),
            media_kind: facts.mediaKind,
            app_id: null,
            package_name: facts.apk?.packageName ?? null,
            version_code: facts.apk?.versionCode ?? null,
            version_name: facts.apk?.versionName?.slice(0, 100) ?? null,
            min_sdk: facts.apk?.minSdk ?? null,
            label: facts.apk?.label?.slice(0, 200) ?? null,
            signer_sha256: facts.apk ? signerKey(facts.apk.signerSha256) : null,
            warnings: facts.warnings.join(','),
            created_at: now,
          });
          // Again inside: two uploads of one developer at once both passed the first look.
          await this.checkQuota(tx, userId, 0);
          return id;
        }),
      );
      await staged.commit();
      const stored = await this.repo.upload(fileId);
      return uploadView(stored!, this.apiPrefix);
    } catch (err) {
      await staged.discard().catch(() => undefined);
      throw err;
    }
  }

  /**
   * The uploads a form names, checked: each the caller's and not used by another app (A0078, as
   * for a missing one), and of the purpose its field needs (B0004 naming the field).
   */
  async resolve(
    userId: number,
    appId: number | null,
    want: { icon?: number | undefined; media?: number[] | undefined; package?: number | undefined },
  ): Promise<{ icon?: UploadRow; media?: UploadRow[]; package?: UploadRow }> {
    const ids = [
      ...(want.icon !== undefined ? [want.icon] : []),
      ...(want.media ?? []),
      ...(want.package !== undefined ? [want.package] : []),
    ];
    if (want.media && new Set(want.media).size !== want.media.length)
      throw new AppError('B0004', ['mediaBusIds']);
    const rows = new Map((await this.repo.uploads(ids)).map((u) => [u.file_id, u]));
    const get = (id: number, purpose: UploadPurpose, field: string) => {
      const u = rows.get(id);
      if (!u || u.owner_id !== userId || (u.app_id !== null && u.app_id !== appId))
        throw new AppError('A0078');
      if (u.purpose !== purpose) throw new AppError('B0004', [field]);
      return u;
    };
    return {
      ...(want.icon !== undefined ? { icon: get(want.icon, 'icon', 'iconBusId') } : {}),
      ...(want.media ? { media: want.media.map((id) => get(id, 'media', 'mediaBusIds')) } : {}),
      ...(want.package !== undefined
        ? { package: get(want.package, 'package', 'packageBusId') }
        : {}),
    };
  }

  /** Gives the uploads to the app, in the save's transaction (A0078 when another app took one). */
  async claim(tx: AppsRepo, userId: number, appId: number, fileIds: number[]): Promise<void> {
    for (const id of new Set(fileIds))
      if (!(await tx.claimUpload(userId, id, appId))) throw new AppError('A0078');
  }

  /**
   * In a transaction that changed what the app uses: deletes the rows of its uploads it no longer
   * uses (a replaced icon or package, a removed medium, a deleted version's package) and journals
   * their bytes; answers the keys to remove after the commit (`removeBytes`).
   */
  async collectGarbage(tx: AppsRepo, appId: number): Promise<string[]> {
    const app = await tx.app(appId);
    if (!app) return [];
    const used = new Set<number>();
    if (app.icon_file_id !== null) used.add(app.icon_file_id);
    for (const m of await tx.media([appId])) if (m.file_id !== null) used.add(m.file_id);
    const edit = await tx.edit(appId);
    if (edit) {
      if (edit.icon_file_id !== null) used.add(edit.icon_file_id);
      for (const m of editMedia(edit)) if (m.fileId !== null) used.add(m.fileId);
    }
    for (const v of await tx.versions(appId))
      if (v.package_file_id !== null) used.add(v.package_file_id);
    const unused = (await tx.uploadsOf(appId)).map((u) => u.file_id).filter((id) => !used.has(id));
    return tx.deleteFiles(unused);
  }

  /** Every upload of the app goes (the app is being deleted): its keys to remove after the commit. */
  async dropAll(tx: AppsRepo, appId: number): Promise<string[]> {
    return tx.deleteFiles((await tx.uploadsOf(appId)).map((u) => u.file_id));
  }

  /** Removes bytes whose rows a committed change deleted; a failure is logged, never thrown. */
  async removeBytes(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const { failed } = await removeQueued(this.repo.db, this.storage, keys);
    for (const { key, err } of failed)
      this.log.warn({ err, key }, 'could not remove the bytes of an app file; retried at start');
  }

  /** Removes the uploads no app used within `LIMITS.appUploadKeepHours`; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await this.repo.unusedUploads(now - LIMITS.appUploadKeepHours * HOUR);
      if (ids.length === 0) return removed;
      const keys = await durably(this.repo.db, () =>
        this.repo.transaction((tx) => tx.deleteFiles(ids)),
      );
      await this.removeBytes(keys);
      removed += ids.length;
    }
  }

  /**
   * The bytes of an upload: to its owner, and an icon or medium of a released app's listing to
   * anyone (the market shows them); A0078 otherwise. Images and videos inline (videos seek with
   * Range), packages as an attachment.
   */
  async serve(userId: number | null, fileId: number, request: FileRequest): Promise<FileAnswer> {
    const f = await this.repo.visibleFile(fileId, userId);
    if (!f) throw new AppError('A0078');
    const stat = await this.storage.stat(f.storage_key);
    if (!stat) throw new AppError('A0068');
    const name = f.file_name || `${f.purpose}-${f.id}${f.purpose === 'package' ? '.apk' : ''}`;
    return rangedFile(this.storage, f, stat, request, {
      'content-type': f.mime,
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDisposition(
        f.purpose === 'package' ? 'attachment' : 'inline',
        name,
        f.id,
      ),
      'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      'cache-control': f.owner_id === userId ? 'private, no-store' : 'public, max-age=300',
    });
  }

  /** The stored package of a version, for a download: A0041 when storage lost it. */
  async packageStat(v: Pick<VersionRow, 'package_file_id'>) {
    if (v.package_file_id === null) return null;
    const [u] = await this.repo.uploads([v.package_file_id]);
    if (!u) return null;
    const stat = await this.storage.stat(u.storage_key);
    return stat ? { upload: u, stat } : null;
  }

  /**
   * Streams the stored package of a version as a download named after the app and version (the
   * market's download and the reviewer's, decision 0052): A0068 when storage lost the bytes.
   */
  async versionPackage(
    app: Pick<AppRow, 'id' | 'name_zh' | 'name_en'>,
    v: Pick<VersionRow, 'id' | 'package_file_id' | 'version_name' | 'version_code'>,
    lang: Lang,
    request: FileRequest,
  ): Promise<FileAnswer> {
    const stored = await this.packageStat(v);
    if (!stored) throw new AppError('A0068', null, `no stored package for version ${v.id}`);
    const name = `${pick(lang, app.name_zh, app.name_en)}-${v.version_name || v.version_code}.apk`;
    return rangedFile(
      this.storage,
      { id: stored.upload.file_id, storage_key: stored.upload.storage_key },
      stored.stat,
      request,
      {
        'content-type': APK_MIME,
        'x-content-type-options': 'nosniff',
        'content-disposition': contentDisposition('attachment', name, stored.upload.file_id),
        'cache-control': 'private, no-store',
      },
    );
  }

  /** Where the owner (and, once released, anyone) reads an upload. */
  url(fileId: number): string {
    return fileUrl(this.apiPrefix, fileId);
  }
}
