import type { AppForm } from '@seuiot/contract';
import { durably } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import type { AppRow, AppsRepo, DeveloperRow, EditRow } from './apps.repo.js';
import { allow, APP_EDITABLE, APP_UNREVIEWED, isUniqueViolation, nameKeys } from './rules.js';
import type { UploadsService } from './uploads.service.js';
import { editMedia, fileUrl, type MediumRef } from './views.js';

/**
 * Saving a developer's app (AppsService.save answers it; the caller has checked the category and
 * that the app, when one is named, is the developer's): a draft or a submission; before the first
 * approval the row with its first version, after it the listing only, whose changes wait in
 * `app_edits` for their review while the approved listing stays in the market.
 */
export class AppSave {
  constructor(
    private readonly repo: AppsRepo,
    private readonly uploads: UploadsService,
    private readonly apiPrefix: string,
  ) {}

  /** Saves the form over `app` (a new app when undefined); answers the app's id. */
  async save(
    userId: number,
    dev: DeveloperRow,
    f: AppForm,
    app: AppRow | undefined,
  ): Promise<number> {
    const submit = f.action === 'submit';
    const now = Date.now();
    if (app) allow(APP_EDITABLE.includes(app.review_status as never), app.review_status);
    const unreviewed = !app || APP_UNREVIEWED.includes(app.review_status as never);
    if (!unreviewed) {
      // Versions of an approved app have calls of their own.
      const versionFields = (
        ['packageBusId', 'versionName', 'updateContentZh', 'updateContentEn'] as const
      ).filter((k) => f[k] !== undefined);
      if (versionFields.length) throw new AppError('B0004', versionFields);
    }
    const ups = await this.uploads.resolve(userId, app?.id ?? null, {
      icon: f.iconBusId,
      media: f.mediaBusIds,
      package: unreviewed ? f.packageBusId : undefined,
    });

    // The working copy after this save: what is sent, else what the working copy has.
    const edit = app && !unreviewed ? await this.repo.edit(app.id) : undefined;
    const mediaRows = app ? await this.repo.media([app.id]) : [];
    const before = this.working(app, edit, mediaRows);
    const icon: { fileId: number | null; url: string } | null = ups.icon
      ? { fileId: ups.icon.file_id, url: fileUrl(this.apiPrefix, ups.icon.file_id) }
      : before.icon;
    const media: MediumRef[] = ups.media
      ? ups.media.map((u) => ({
          fileId: u.file_id,
          kind: u.media_kind === 'video' ? 'video' : 'image',
          url: fileUrl(this.apiPrefix, u.file_id),
        }))
      : before.media;

    const first = app ? (await this.repo.versions(app.id))[0] : undefined;
    const pkg = ups.package;
    if (pkg) {
      if (app?.package_name && pkg.package_name !== app.package_name)
        throw new AppError('B0010', app.package_name);
      if (await this.repo.packageTaken(pkg.package_name ?? '', app?.id ?? null))
        throw new AppError('A0002', ['packageName']);
    }
    const versionName = (
      f.versionName ||
      (pkg ? pkg.version_name : first?.version_name) ||
      ''
    ).slice(0, 32);

    if (submit) {
      const missing = [
        ...(['summaryZh', 'summaryEn', 'introZh', 'introEn'] as const).filter((k) => !f[k]),
        ...(icon ? [] : ['iconBusId']),
        ...(media.length ? [] : ['mediaBusIds']),
        ...(unreviewed && !pkg && !first?.package_file_id ? ['packageBusId'] : []),
        ...(unreviewed && !versionName ? ['versionName'] : []),
      ];
      if (missing.length) throw new AppError('B0001', missing);
    }

    const taken = await this.repo.takenNames(nameKeys(f.nameZh, f.nameEn), app?.id ?? null);
    if (taken.length) throw new AppError('A0042');
    const names = unreviewed
      ? nameKeys(f.nameZh, f.nameEn)
      : nameKeys(f.nameZh, f.nameEn, app!.name_zh, app!.name_en);
    const claimed = [
      ...(ups.icon ? [ups.icon.file_id] : []),
      ...(ups.media ?? []).map((u) => u.file_id),
      ...(pkg ? [pkg.file_id] : []),
    ];
    const listing = {
      name_zh: f.nameZh,
      name_en: f.nameEn,
      summary_zh: f.summaryZh,
      summary_en: f.summaryEn,
      intro_zh: f.introZh,
      intro_en: f.introEn,
      classification_id: f.categoryId,
      test_account: f.testAccount,
    };

    let appId: number;
    let keys: string[];
    try {
      ({ appId, keys } = await durably(this.repo.db, () =>
        this.repo.transaction(async (tx) => {
          let id: number;
          if (unreviewed) {
            const row = {
              ...listing,
              icon: icon?.url ?? '',
              icon_file_id: icon?.fileId ?? null,
              package_name: pkg?.package_name ?? app?.package_name ?? '',
              version_name: versionName,
              version_code: pkg?.version_code ?? first?.version_code ?? 0,
              developer_name: dev.name,
              review_status: submit ? 'pending' : 'draft',
              submitted_at: submit ? now : (app?.submitted_at ?? null),
              updated_at: now,
            };
            if (app) {
              allow(await tx.updateApp(app.id, row, APP_UNREVIEWED), app.review_status);
              id = app.id;
            } else {
              id = await tx.insertApp({
                ...row,
                channel: 'market',
                charge_type: 'free',
                software_type: 'business',
                developer_id: userId,
                downloads: 0,
                recommended: 0,
                released: 0,
                created_at: now,
              });
            }
          } else {
            id = app!.id;
            // The approved listing stays as it is; the changes wait in their copy.
            allow(
              await tx.updateApp(
                id,
                submit
                  ? { review_status: 'updatePending', submitted_at: now }
                  : { review_status: app!.review_status },
                ['approved', 'updateRejected'],
              ),
              app!.review_status,
            );
            await tx.saveEdit({
              app_id: id,
              ...listing,
              icon_file_id: ups.icon?.file_id ?? edit?.icon_file_id ?? null,
              media: JSON.stringify(media),
              updated_at: now,
            });
          }
          await this.uploads.claim(tx, userId, id, claimed);
          if (unreviewed) {
            await tx.replaceMedia(id, media);
            const version = {
              version_name: versionName,
              update_zh: f.updateContentZh ?? first?.update_zh ?? '',
              update_en: f.updateContentEn ?? first?.update_en ?? '',
              status: submit ? 'pending' : 'draft',
              submitted_at: submit ? now : (first?.submitted_at ?? null),
              updated_at: now,
              ...(pkg
                ? {
                    package_file_id: pkg.file_id,
                    package_name: pkg.package_name ?? '',
                    version_code: pkg.version_code,
                    signer_sha256: pkg.signer_sha256 ?? '',
                    min_sdk: pkg.min_sdk,
                    package_size: Number(pkg.size),
                  }
                : {}),
            };
            if (first) await tx.updateVersion(first.id, version);
            else
              await tx.insertVersion({
                app_id: id,
                package_file_id: null,
                package_name: '',
                version_code: null,
                signer_sha256: '',
                min_sdk: null,
                package_size: 0,
                reviewed_at: null,
                published_at: null,
                created_at: now,
                ...version,
              });
          }
          await tx.setNames(id, names);
          return { appId: id, keys: await this.uploads.collectGarbage(tx, id) };
        }),
      ));
    } catch (err) {
      // Two apps racing for one name: the names' key decides.
      if (isUniqueViolation(err)) throw new AppError('A0042');
      throw err;
    }
    await this.uploads.removeBytes(keys);
    return appId;
  }

  /** The working copy's icon and media: the changes of an approved app, else its row. */
  private working(
    app: AppRow | undefined,
    edit: EditRow | undefined,
    media: { file_id: number | null; kind: string; url: string }[],
  ): { icon: { fileId: number | null; url: string } | null; media: MediumRef[] } {
    if (!app) return { icon: null, media: [] };
    if (edit) {
      const icon =
        edit.icon_file_id !== null
          ? { fileId: edit.icon_file_id, url: fileUrl(this.apiPrefix, edit.icon_file_id) }
          : app.icon
            ? { fileId: app.icon_file_id, url: app.icon }
            : null;
      return { icon, media: editMedia(edit) };
    }
    return {
      icon: app.icon ? { fileId: app.icon_file_id, url: app.icon } : null,
      media: media.map((m) => ({ fileId: m.file_id, kind: m.kind, url: m.url })),
    };
  }
}
