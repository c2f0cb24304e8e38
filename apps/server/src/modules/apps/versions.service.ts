import type { Lang, Page, VersionForm, VersionRow as VersionView } from '@seuiot/contract';
import { durably } from '../../db/kysely.js';
import { pagedList } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import type { ApkInfo } from '../../lib/apk/apk-info.js';
import type { FileAnswer, FileRequest } from '../files/files.service.js';
import type { AppRow, AppsRepo, UploadRow, VersionRow } from './apps.repo.js';
import {
  apkFacts,
  checkLaterPackage,
  checkPackageName,
  factsOf,
  type PackageFacts,
} from './package-checks.js';
import { allow, marketFallback, passed, VERSION_EDITABLE, VERSION_SUBMITTABLE } from './rules.js';
import type { UploadsService } from './uploads.service.js';
import { versionView } from './views.js';

/** Told when what the market shows changed (MarketplaceService.forgetLists). */
export interface MarketLists {
  forgetLists(): void;
}

/**
 * Versions of a developer's app (spec 4: pending submission, pending review, reviewed,
 * published, update review rejected, rejected; edit, submit for review, publish after a
 * confirmation; deleted from the highest downward) and the market's download of the current
 * version's package. The first version is reviewed with its app (AppsService); the rules are in
 * rules.ts, the codes each call answers in the contract (apps.ts).
 */
export class VersionsService {
  constructor(
    private readonly repo: AppsRepo,
    private readonly uploads: UploadsService,
    private readonly apiPrefix: string,
    private readonly market: MarketLists,
  ) {}

  private async ownApp(userId: number, appId: number): Promise<AppRow> {
    const app = await this.repo.ownApp(userId, appId);
    if (!app) throw new AppError('A0078');
    return app;
  }

  /** The version and its app, when the developer owns them (A0078 otherwise, as for none). */
  private async own(userId: number, id: number) {
    const v = await this.repo.ownVersion(userId, id);
    if (!v) throw new AppError('A0078');
    const app = (await this.repo.app(v.app_id))!;
    const versions = await this.repo.versions(app.id);
    return { v, app, versions, first: versions[0]?.id === v.id };
  }

  /** A package for a later version of an approved app (package-checks.ts): B0010, B0011, B0012. */
  checkPackage(app: AppRow, others: Pick<VersionRow, 'version_code'>[], p: PackageFacts): void {
    checkLaterPackage(app, others, p);
  }

  /**
   * The check an upload with `appId` gets at once: against an app that passed its first review,
   * as a new version would be (the version in progress, if any, is the one being replaced); before
   * that, the package name only, once the app has one.
   */
  async checkUpload(app: AppRow, apk: ApkInfo): Promise<void> {
    const facts = apkFacts(apk);
    if (!passed(app.review_status)) return checkPackageName(app, facts);
    const versions = await this.repo.versions(app.id);
    this.checkPackage(
      app,
      versions.filter((v) => v.status === 'published'),
      facts,
    );
  }

  /** The app's versions, highest first. */
  async list(
    userId: number,
    q: { appId: number; pageNum: number; pageSize: number },
    lang: Lang,
  ): Promise<Page<VersionView>> {
    const app = await this.ownApp(userId, q.appId);
    const versions = await this.repo.versions(app.id);
    return pagedList(
      q,
      versions.length,
      (w) => this.repo.versionPage(app.id, w),
      (rows) => this.views(app, versions, rows, lang),
    );
  }

  /** Versions as answers; `all` are every version of the app (first and highest). */
  async views(
    app: AppRow,
    all: Pick<VersionRow, 'id'>[],
    rows: VersionRow[],
    lang: Lang,
  ): Promise<VersionView[]> {
    const firstId = all[0]?.id;
    const highestId = all.at(-1)?.id;
    const packages = new Map(
      (
        await this.repo.uploads(
          rows.map((v) => v.package_file_id).filter((id): id is number => id !== null),
        )
      ).map((u) => [u.file_id, u]),
    );
    const rejected = rows.filter((v) => v.status === 'rejected' || v.status === 'updateRejected');
    const reviews = new Map<number, Awaited<ReturnType<AppsRepo['review']>>>();
    for (const r of await this.repo.latestReviews(
      'version',
      rejected.map((v) => v.id),
    ))
      reviews.set(r.version_id!, r);
    // The first version is rejected with its app: its reasons are the app's decision.
    if (rejected.some((v) => v.id === firstId)) {
      const appReview = await this.repo.latestReview({ appId: app.id });
      if (appReview && firstId !== undefined) reviews.set(firstId, appReview);
    }
    return rows.map((v) =>
      versionView(
        v,
        app,
        { first: v.id === firstId, highest: v.id === highestId },
        v.package_file_id !== null ? packages.get(v.package_file_id) : undefined,
        reviews.get(v.id),
        this.apiPrefix,
        lang,
      ),
    );
  }

  private async view(versionId: number, lang: Lang): Promise<VersionView> {
    const v = (await this.repo.version(versionId))!;
    const app = (await this.repo.app(v.app_id))!;
    const all = await this.repo.versions(app.id);
    return (await this.views(app, all, [v], lang))[0]!;
  }

  /**
   * A new version (no `id`) or an edit of one (see the contract's versionFormSchema). `submit`
   * sends it for review at once.
   */
  async save(userId: number, f: VersionForm, lang: Lang): Promise<VersionView> {
    const submit = f.action === 'submit';
    const now = Date.now();
    if (f.id === undefined) {
      const app = await this.ownApp(userId, f.appId);
      if (!passed(app.review_status)) throw new AppError('A0039');
      const versions = await this.repo.versions(app.id);
      const highest = versions.at(-1);
      // One version in progress at a time: an approved one is published (or deleted) first.
      if (highest && highest.status !== 'published')
        throw new AppError(highest.status === 'approved' ? 'A0037' : 'A0002');
      const { package: pkg } = await this.uploads.resolve(userId, app.id, {
        package: f.packageBusId,
      });
      if (pkg) this.checkPackage(app, versions, factsOf(pkg));
      const values = this.values(f, pkg, undefined);
      if (submit) this.requireComplete(values);
      const id = await this.repo.transaction(async (tx) => {
        if (pkg) await this.uploads.claim(tx, userId, app.id, [pkg.file_id]);
        return tx.insertVersion({
          app_id: app.id,
          ...values,
          status: submit ? 'pending' : 'draft',
          submitted_at: submit ? now : null,
          reviewed_at: null,
          published_at: null,
          created_at: now,
          updated_at: now,
        });
      });
      return this.view(id, lang);
    }
    const { v, app, versions, first } = await this.own(userId, f.id);
    if (v.app_id !== f.appId) throw new AppError('A0078');
    // Until its app passed the first review, the first version is edited with the app.
    allow(!(first && !passed(app.review_status)), v.status);
    allow(VERSION_EDITABLE.includes(v.status as never), v.status);
    const { package: pkg } = await this.uploads.resolve(userId, app.id, {
      package: f.packageBusId,
    });
    if (pkg)
      this.checkPackage(
        app,
        versions.filter((x) => x.id !== v.id && x.status === 'published'),
        factsOf(pkg),
      );
    const values = this.values(f, pkg, v);
    if (submit) this.requireComplete(values);
    const keys = await durably(this.repo.db, () =>
      this.repo.transaction(async (tx) => {
        if (pkg) await this.uploads.claim(tx, userId, app.id, [pkg.file_id]);
        const moved = await tx.updateVersion(
          v.id,
          {
            ...values,
            // An approved version changed is a new submission: back to pending submission.
            status: submit ? 'pending' : 'draft',
            ...(submit ? { submitted_at: now } : {}),
            updated_at: now,
          },
          VERSION_EDITABLE,
        );
        allow(moved, v.status);
        return this.uploads.collectGarbage(tx, app.id);
      }),
    );
    await this.uploads.removeBytes(keys);
    return this.view(v.id, lang);
  }

  /** The columns a form sets: the package's facts, the name (the APK's by default), the notes. */
  private values(f: VersionForm, pkg: UploadRow | undefined, v: VersionRow | undefined) {
    return {
      ...(pkg
        ? {
            package_file_id: pkg.file_id,
            package_name: pkg.package_name ?? '',
            version_code: pkg.version_code,
            signer_sha256: pkg.signer_sha256 ?? '',
            min_sdk: pkg.min_sdk,
            package_size: Number(pkg.size),
          }
        : {
            package_file_id: v?.package_file_id ?? null,
            package_name: v?.package_name ?? '',
            version_code: v?.version_code ?? null,
            signer_sha256: v?.signer_sha256 ?? '',
            min_sdk: v?.min_sdk ?? null,
            package_size: v?.package_size ?? 0,
          }),
      version_name: (f.versionName || (pkg ? pkg.version_name : v?.version_name) || '').slice(
        0,
        32,
      ),
      update_zh: f.updateContentZh,
      update_en: f.updateContentEn,
    };
  }

  /** B0001 naming what a version needs before review (spec 5: update content required). */
  private requireComplete(v: {
    package_file_id: number | null;
    version_name: string;
    update_zh: string;
    update_en: string;
  }): void {
    const missing = [
      ...(v.package_file_id === null ? ['packageBusId'] : []),
      ...(!v.version_name ? ['versionName'] : []),
      ...(!v.update_zh ? ['updateContentZh'] : []),
      ...(!v.update_en ? ['updateContentEn'] : []),
    ];
    if (missing.length) throw new AppError('B0001', missing);
  }

  /** Submits a version for review (A0040 when it is approved or published already). */
  async submit(userId: number, id: number, lang: Lang): Promise<VersionView> {
    const { v, app, first } = await this.own(userId, id);
    allow(!(first && !passed(app.review_status)), v.status);
    if (!passed(app.review_status)) throw new AppError('A0039');
    if (v.status === 'approved' || v.status === 'published') throw new AppError('A0040');
    allow(VERSION_SUBMITTABLE.includes(v.status as never), v.status);
    this.requireComplete(v);
    const now = Date.now();
    const moved = await this.repo.updateVersion(
      v.id,
      { status: 'pending', submitted_at: now, updated_at: now },
      VERSION_SUBMITTABLE,
    );
    allow(moved, v.status);
    return this.view(v.id, lang);
  }

  /**
   * Publishes an approved version: it becomes the app's current version (the market shows its
   * name, code, update content and package at once when the app is released). A0039 when not
   * approved, A0041 when its package is missing from storage.
   */
  async publish(userId: number, id: number, lang: Lang): Promise<VersionView> {
    const { v, app } = await this.own(userId, id);
    if (!passed(app.review_status)) throw new AppError('A0039');
    allow(v.status !== 'published', v.status);
    if (v.status !== 'approved') throw new AppError('A0039');
    await this.publishVersion(app, v);
    return this.view(v.id, lang);
  }

  /** Makes an approved version the app's current one (also the first release's step). */
  async publishVersion(app: AppRow, v: VersionRow, extra: Partial<AppRow> = {}): Promise<void> {
    if (!(await this.uploads.packageStat(v)))
      throw new AppError('A0041', null, `the package of version ${v.id} is missing from storage`);
    const now = Date.now();
    await this.repo.transaction(async (tx) => {
      allow(
        await tx.updateVersion(v.id, { status: 'published', published_at: now, updated_at: now }, [
          'approved',
        ]),
        v.status,
      );
      await tx.updateApp(app.id, {
        current_version_id: v.id,
        version_name: v.version_name,
        version_code: v.version_code ?? 0,
        update_zh: v.update_zh,
        update_en: v.update_en,
        package_size: v.package_size,
        published_code_max: Math.max(app.published_code_max, v.version_code ?? 0),
        updated_at: now,
        ...extra,
      });
      await tx.syncLinks(app.id);
    });
    this.market.forgetLists();
  }

  /** Withdraws a version pending review, or deletes the highest one (see the contract). */
  async setStatus(
    userId: number,
    p: { id: number; action: 'delete' | 'withdraw' },
    lang: Lang,
  ): Promise<VersionView | null> {
    const { v, app, versions, first } = await this.own(userId, p.id);
    if (p.action === 'withdraw') {
      allow(!(first && !passed(app.review_status)), v.status);
      const moved = await this.repo.updateVersion(
        v.id,
        { status: 'draft', updated_at: Date.now() },
        ['pending'],
      );
      allow(moved, v.status);
      return this.view(v.id, lang);
    }
    // An app keeps its first version: a draft app is deleted whole (/front/fapps/del_status).
    allow(!first, v.status);
    if (versions.at(-1)!.id !== v.id) throw new AppError('A0030');
    allow(v.status !== 'pending', v.status);
    const current = app.current_version_id === v.id;
    const previous = marketFallback(versions, v.id);
    const now = Date.now();
    const keys = await durably(this.repo.db, () =>
      this.repo.transaction(async (tx) => {
        if (current) {
          // The version below becomes current again; the deleted code stays used
          // (published_code_max), as devices may hold it.
          await tx.updateApp(app.id, {
            current_version_id: previous?.id ?? null,
            version_name: previous?.version_name ?? app.version_name,
            version_code: previous?.version_code ?? app.version_code,
            update_zh: previous?.update_zh ?? '',
            update_en: previous?.update_en ?? '',
            package_size: previous?.package_size ?? 0,
            updated_at: now,
          });
          await tx.syncLinks(app.id);
        }
        await tx.deleteVersion(v.id);
        return this.uploads.collectGarbage(tx, app.id);
      }),
    );
    await this.uploads.removeBytes(keys);
    if (current) this.market.forgetLists();
    return null;
  }

  /**
   * The market's download of a released app's current package (login and the marketplace
   * section: the route). Resumable; one download counted per version from byte 0.
   */
  async download(appId: number, lang: Lang, request: FileRequest): Promise<FileAnswer> {
    const app = await this.repo.app(appId);
    if (!app || app.released !== 1 || app.current_version_id === null) throw new AppError('A0078');
    const v = await this.repo.version(app.current_version_id);
    if (!v) throw new AppError('A0068', null, `no current version for app ${appId}`);
    const answer = await this.uploads.versionPackage(app, v, lang, request);
    if (request.count && (answer.status === 200 || answer.range?.start === 0))
      await this.repo.countDownload(v.id, app.id);
    return answer;
  }
}
