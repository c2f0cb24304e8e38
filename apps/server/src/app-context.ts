import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@seuiot/contract';
import type { Config } from './config.js';
import type { Db } from './db/kysely.js';
import type { Jobs } from './db/jobs.js';
import type { StaffGuard } from './http/call-route.js';
import type { Readiness } from './http/readiness.js';
import type { Sessions } from './http/session.js';
import type { ShareTokens } from './http/share-token.js';
import type { UserAnswers } from './http/user-answers.js';
import type { Mailer, SmsSender } from './notify/notify.js';
import type { Storage } from './storage/storage.js';
import type { CaptchaDrawer } from './modules/auth/auth.service.js';
import type { ApkReader } from './modules/apps/uploads.service.js';
import type { StaffSession } from './modules/console/staff.service.js';

/**
 * What every module receives: the app to register on, config, database and sessions. In its own
 * file so that a module's routes depend on this shape, not on `app.ts`, which imports every module.
 */
export interface AppContext {
  app: FastifyInstance;
  config: Config;
  db: Db;
  sessions: Sessions;
  /**
   * The staff member of a console call holding one of the roles (A0001 / A0004 / A0017
   * otherwise): how an area module's staff routes (`CallRoutes` with `access: { staff }`) check
   * the console session without importing the console module's parts (decision 0067).
   */
  staffGuard: StaffGuard<StaffSession>;
  /** Signed-in reads' answers per user, forgotten when a write changes them. */
  answers: UserAnswers;
  /** Share-link tokens: what a shared page's token lets an anonymous visitor see. */
  shares: ShareTokens;
  langOf(request: FastifyRequest): Lang;
  ping(): Promise<void>;
  /** Whether this instance can serve (database, migrations, storage; Redis reported). */
  readiness(): Promise<Readiness>;
  storage: Storage;
  /** The periodic jobs: each module defines its own; each runs once across instances. */
  jobs: Jobs;
  mailer: Mailer;
  sms: SmsSender;
  /** Captcha drawing; tests replace it to know the answer. */
  drawCaptcha?: CaptchaDrawer;
  /** Reads an uploaded install package; the apps module uses lib/apk's reader without one. */
  readApk?: ApkReader;
}
