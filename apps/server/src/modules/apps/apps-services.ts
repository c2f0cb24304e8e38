import type { AppContext } from '../../app-context.js';
import { inspectApk } from '../../lib/apk/inspect.js';
import { CertStatusService } from '../accounts/cert-status.service.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { AppsRepo } from './apps.repo.js';
import { AppsService } from './apps.service.js';
import { DevelopersService } from './developers.service.js';
import { ReviewService } from './review.service.js';
import { UploadsService } from './uploads.service.js';
import { VersionsService } from './versions.service.js';

/** The services of the apps module, built once and shared by its route files. */
export interface AppsServices {
  developers: DevelopersService;
  apps: AppsService;
  versions: VersionsService;
  uploads: UploadsService;
  reviews: ReviewService;
}

export function appsServices(ctx: AppContext, marketplace: MarketplaceService): AppsServices {
  const { apiPrefix } = ctx.config;
  const repo = new AppsRepo(ctx.db);
  const uploads = new UploadsService(
    repo,
    ctx.storage,
    ctx.readApk ?? ((file) => inspectApk(file)),
    apiPrefix,
    ctx.config.developerStorageQuotaMb,
    ctx.app.log,
  );
  // A decision made in this process (the operator console, later) forgets what it changed.
  const reviews = new ReviewService(repo, uploads, MessagesService.on(ctx.db), apiPrefix, {
    userChanged: (userId) => ctx.answers.forgetUser(userId),
    marketChanged: () => marketplace.forgetLists(),
  });
  const versions = new VersionsService(repo, uploads, apiPrefix, marketplace);
  return {
    developers: new DevelopersService(repo, CertStatusService.on(ctx.db)),
    apps: new AppsService(repo, uploads, versions, reviews, marketplace, apiPrefix),
    versions,
    uploads,
    reviews,
  };
}
