import type { AppsService } from './apps.service.js';
import type { DevelopersService } from './developers.service.js';
import type { ReviewService } from './review.service.js';
import type { UploadsService } from './uploads.service.js';
import type { VersionsService } from './versions.service.js';

/** The services of the apps module, built once (apps.routes.ts) and shared by its route files. */
export interface AppsServices {
  developers: DevelopersService;
  apps: AppsService;
  versions: VersionsService;
  uploads: UploadsService;
  reviews: ReviewService;
}

/** Helpers every route file of the module uses. */
export interface AppsRouteKit {
  /** The signed-in user (a described call's `userId`), holding the developer section (A0017). */
  user(userId: number): Promise<number>;
  /** The same user, an approved developer (A0017 with data 'developer' otherwise). */
  developer(userId: number): Promise<number>;
  /** Runs a write, then forgets the user's kept answers of the area (decision 0013). */
  changing<T>(userId: number, write: () => Promise<T>): Promise<T>;
  /** A signed-in read, kept per user until a write of the area. */
  read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T>;
}
