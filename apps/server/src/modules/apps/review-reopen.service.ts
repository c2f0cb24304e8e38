import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { MessagesService, REOPENED_NAMES, reviewReopened } from '../messages/messages.service.js';
import { AppsRepo } from './apps.repo.js';
import { passed } from './rules.js';

/** The state before and after a re-opening, for the audit record. */
export interface Reopened {
  userId: number;
  before: { status: string };
  after: { status: string };
}

/**
 * Puts a decided developer application, app or version back into the review queue (decision
 * 0020, four eyes): run inside the caller's transaction `db` (the approval's), conditional on
 * the decided state, with the developer's bilingual message. A0078 for a missing item, B0009
 * (data: the state now) when it is not decided or is live on the market (take it down first).
 */
export class ReviewReopenService {
  /** Whether the developer application, app or version a re-opening would concern exists. */
  static async exists(
    db: Db,
    subject: 'developer' | 'app' | 'version',
    id: number,
  ): Promise<boolean> {
    const repo = new AppsRepo(db);
    if (subject === 'developer') return (await repo.developer(id)) !== undefined;
    const appId = subject === 'app' ? id : (await repo.version(id))?.app_id;
    const app = appId === undefined ? undefined : await repo.app(appId);
    return app !== undefined && app.developer_id !== null;
  }

  /** A decided (approved or rejected) developer application waits for review again. */
  static async developer(db: Db, userId: number, reason: string): Promise<Reopened> {
    const repo = new AppsRepo(db);
    const dev = await repo.developer(userId);
    if (!dev) throw new AppError('A0078');
    const moved = await repo.moveDeveloper(userId, ['approved', 'rejected'], {
      status: 'pending',
      updated_at: Date.now(),
    });
    if (!moved) throw new AppError('B0009', dev.status);
    await MessagesService.on(db).write(
      db,
      reviewReopened(userId, REOPENED_NAMES.developer, reason, true),
    );
    return { userId, before: { status: dev.status }, after: { status: 'pending' } };
  }

  /**
   * An app's decided review: a rejected first review or a rejected listing update waits again; an
   * approved first review only while the app is off the market and has no later version (its
   * first version waits with it).
   */
  static async app(db: Db, appId: number, reason: string): Promise<Reopened> {
    const repo = new AppsRepo(db);
    const app = await repo.app(appId);
    if (!app || app.developer_id === null) throw new AppError('A0078');
    const versions = await repo.versions(appId);
    let to: string;
    if (app.review_status === 'updateRejected') to = 'updatePending';
    else if (app.review_status === 'rejected') to = 'pending';
    else if (app.review_status === 'approved' && app.released === 0 && versions.length <= 1)
      to = 'pending';
    else throw new AppError('B0009', app.review_status);
    if (!(await repo.updateApp(appId, { review_status: to }, [app.review_status])))
      throw new AppError('B0009', (await repo.app(appId))?.review_status ?? null);
    const first = versions[0];
    if (to === 'pending' && first)
      await repo.updateVersion(first.id, { status: 'pending' }, ['approved', 'rejected']);
    const about = { zh: `您的应用“${app.name_zh}”`, en: `your app "${app.name_en}"` };
    await MessagesService.on(db).write(db, reviewReopened(app.developer_id, about, reason, true));
    return {
      userId: app.developer_id,
      before: { status: app.review_status },
      after: { status: to },
    };
  }

  /** A later version's decision (approved and not published, or rejected) waits again. */
  static async version(db: Db, versionId: number, reason: string): Promise<Reopened> {
    const repo = new AppsRepo(db);
    const v = await repo.version(versionId);
    const app = v ? await repo.app(v.app_id) : undefined;
    if (!v || !app || app.developer_id === null) throw new AppError('A0078');
    if (!passed(app.review_status)) throw new AppError('B0009', 'withApp');
    if (!(await repo.updateVersion(v.id, { status: 'pending' }, ['approved', 'updateRejected'])))
      throw new AppError('B0009', (await repo.version(v.id))?.status ?? null);
    const about = {
      zh: `应用“${app.name_zh}”的版本 ${v.version_name}`,
      en: `version ${v.version_name} of "${app.name_en}"`,
    };
    await MessagesService.on(db).write(db, reviewReopened(app.developer_id, about, reason, true));
    return { userId: app.developer_id, before: { status: v.status }, after: { status: 'pending' } };
  }
}
