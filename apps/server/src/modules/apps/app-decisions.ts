import type { AppRow, AppsRepo } from './apps.repo.js';
import { nameKeys } from './rules.js';
import type { UploadsService } from './uploads.service.js';
import { editMedia, fileUrl } from './views.js';

/**
 * What a reviewer's decision does to an app's rows (ReviewService.decideApp runs it inside its
 * transaction, with the decision's record and message): each move is conditional on the state
 * the app waits in and answers null when the app is no longer there.
 */
export class AppDecisions {
  constructor(
    private readonly uploads: UploadsService,
    private readonly apiPrefix: string,
  ) {}

  /** The first review: the app and its first version together. */
  async first(tx: AppsRepo, app: AppRow, approve: boolean, now: number) {
    const [first] = await tx.versions(app.id);
    const dev = await tx.developer(app.developer_id!);
    const moved = await tx.updateApp(
      app.id,
      {
        review_status: approve ? 'approved' : 'rejected',
        reviewed_at: now,
        // The signer new versions must match: the first approved version's (decision 0015).
        ...(approve && first ? { signer_sha256: first.signer_sha256 } : {}),
        // A re-opened review approved again lifts a take-down, as an approved listing update does.
        ...(approve ? { taken_down_reason: '' } : {}),
        ...(dev ? { developer_name: dev.name } : {}),
      },
      ['pending'],
    );
    if (!moved) return null;
    if (first)
      await tx.updateVersion(
        first.id,
        { status: approve ? 'approved' : 'rejected', reviewed_at: now, updated_at: now },
        ['pending'],
      );
    return { names: { zh: app.name_zh, en: app.name_en }, keys: [] as string[] };
  }

  /** A listing update: approved, the changes become the listing (names, icon, media too). */
  async update(tx: AppsRepo, app: AppRow, approve: boolean, now: number) {
    const edit = await tx.edit(app.id);
    if (!edit) throw new Error(`app ${app.id} has no changes waiting`);
    const names = { zh: edit.name_zh, en: edit.name_en };
    if (!approve) {
      const moved = await tx.updateApp(
        app.id,
        { review_status: 'updateRejected', reviewed_at: now },
        ['updatePending'],
      );
      return moved ? { names, keys: [] as string[] } : null;
    }
    const iconFileId = edit.icon_file_id ?? app.icon_file_id;
    const moved = await tx.updateApp(
      app.id,
      {
        name_zh: edit.name_zh,
        name_en: edit.name_en,
        summary_zh: edit.summary_zh,
        summary_en: edit.summary_en,
        intro_zh: edit.intro_zh,
        intro_en: edit.intro_en,
        classification_id: edit.classification_id,
        icon_file_id: iconFileId,
        icon: edit.icon_file_id !== null ? fileUrl(this.apiPrefix, edit.icon_file_id) : app.icon,
        test_account: edit.test_account,
        review_status: 'approved',
        reviewed_at: now,
        // A taken-down app passed its new review: the developer may release it again.
        taken_down_reason: '',
        // The market lists the last updated first: a new listing is an update.
        updated_at: now,
      },
      ['updatePending'],
    );
    if (!moved) return null;
    await tx.replaceMedia(
      app.id,
      editMedia(edit).map((m) => ({
        fileId: m.fileId,
        kind: m.kind,
        url: m.fileId !== null ? fileUrl(this.apiPrefix, m.fileId) : m.url,
      })),
    );
    await tx.deleteEdit(app.id);
    await tx.setNames(app.id, nameKeys(edit.name_zh, edit.name_en));
    await tx.syncLinks(app.id);
    return { names, keys: await this.uploads.collectGarbage(tx, app.id) };
  }
}
