import * as contract from '@seuiot/contract';
import { CONSOLE_ROUTES, CONTENT_ROUTES, describedCalls, isStaffCall } from '@seuiot/contract';
import { ACCOUNT_ACCESS } from './cross-account.accounts.js';
import { CATALOGUE_ACCESS } from './cross-account.catalogue.js';
import { DEVELOPER_ACCESS } from './cross-account.developer.js';
import { ORDER_ACCESS } from './cross-account.orders.js';
import type { Access } from './cross-account.probes.js';

export type { Access, Probe, World } from './cross-account.probes.js';

/**
 * Every call of the contract and what it may do across accounts (issue 10, "a cross-account test
 * that grows by itself"). cross-account.test.ts fails when a path of the contract, or an API route
 * of the running app, has no entry here, and runs every probe as account B against account A's
 * objects.
 *
 * User-owned object types: the account itself (profile, password, language, avatar and ID
 * images, certifications, login records, session), favourites, share links, messages, stored
 * files, devices and their service passwords, platform trials and device authorisations, admin
 * accounts, purchased and developed apps, search history, SSO tickets, work orders (with their
 * conversation and attachments); a developer's onboarding, apps (draft to released), versions,
 * uploads, review decisions and their replies.
 *
 * The entries live by area in cross-account.{accounts,catalogue,developer,orders}.ts; the types
 * and probe helpers in cross-account.probes.ts.
 */

const STAFF_ONLY =
  'staff console: only a staff session with the role reaches it; a customer session is refused (modules/console/console.test.ts)';

export const CROSS_ACCOUNT: Record<string, Access> = {
  ...ACCOUNT_ACCESS,
  ...CATALOGUE_ACCESS,
  ...DEVELOPER_ACCESS,
  ...ORDER_ACCESS,
  // ---- content the console manages (decision 0023)
  [CONTENT_ROUTES.bannerImage]: { public: 'a banner image the portal shows to everyone' },
  // ---- staff console (decision 0018)
  ...Object.fromEntries(
    [
      ...Object.values(CONSOLE_ROUTES),
      ...describedCalls(contract)
        .filter(isStaffCall)
        .map((c) => c.path),
    ].map((path) => [path, { public: STAFF_ONLY }]),
  ),
};
