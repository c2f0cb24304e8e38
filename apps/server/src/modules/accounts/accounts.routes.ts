import type { AppContext } from '../../app-context.js';
import { accountServices } from './account-services.js';
import { registerCertificationRoutes } from './certification.routes.js';
import { registerDictionaryRoutes } from './dictionary.routes.js';
import { registerLoginLogRoutes, registerProfileRoutes } from './profile.routes.js';
import { registerRegistrationRoutes } from './registration.routes.js';
import { registerSsoRoutes } from './sso.routes.js';

/**
 * Accounts, certification, reference data and single sign-on. The order of registration is the
 * order of the calls in the published API document, so it stays as it is.
 */
export function registerAccountRoutes(ctx: AppContext): void {
  const services = accountServices(ctx);
  registerRegistrationRoutes(ctx, services);
  registerProfileRoutes(ctx, services);
  registerCertificationRoutes(ctx, services);
  registerDictionaryRoutes(ctx, services);
  registerLoginLogRoutes(ctx, services);
  registerSsoRoutes(ctx, services);
}
