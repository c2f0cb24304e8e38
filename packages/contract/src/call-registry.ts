import type { APP_CALLS } from './app-calls.js';
import type { CallPath } from './call-path.js';
import type { CONSOLE_CONTENT_CALLS } from './console-content-calls.js';
import type { ACCOUNT_CALLS } from './account-calls.js';
import type { AUTH_CALLS } from './auth-calls.js';
import type { CONSOLE_CUSTOMER_CALLS } from './console-customer-calls.js';
import type { CONSOLE_ORDER_CALLS } from './console-order-calls.js';
import type { CONSOLE_REVIEW_CALLS } from './console-review-calls.js';
import type { CONSOLE_STAFF_CALLS } from './console-staff-calls.js';
import type { DEVELOPER_CALLS } from './developer-calls.js';
import type { DEVICE_CALLS } from './device-calls.js';
import type { DOWNLOAD_CALLS } from './download-calls.js';
import type { FAVOURITE_CALLS } from './favourite-calls.js';
import type { FILE_CALLS } from './file-calls.js';
import type { MARKET_CALLS } from './market-calls.js';
import type { MARKETING_CALLS } from './marketing-calls.js';
import type { MENU_CALLS } from './menu-calls.js';
import type { MESSAGE_CALLS } from './message-calls.js';
import type { NOTICE_CALLS } from './notice-calls.js';
import type { ORDER_CALLS } from './order-calls.js';
import type { PORTAL_CALLS } from './portal-calls.js';
import type { RESOURCE_CALLS } from './resource-calls.js';
import type { SOLUTION_CALLS } from './solution-calls.js';
import type { SUPPORT_CALLS } from './support-calls.js';
import type { WORKBENCH_CALLS } from './workbench-calls.js';

type Entries<T> = T[keyof T];

/**
 * Every described call, as a type only (decision 0061): a client holding a `CallPath` finds the
 * call's schemas here without importing them. A new `*_CALLS` table is added to this union; a
 * path of a table left out types as no call, and `call()` refuses it at compile time.
 */
export type AnyCall =
  | Entries<typeof CONSOLE_CONTENT_CALLS>
  | Entries<typeof ACCOUNT_CALLS>
  | Entries<typeof AUTH_CALLS>
  | Entries<typeof APP_CALLS>
  | Entries<typeof CONSOLE_CUSTOMER_CALLS>
  | Entries<typeof CONSOLE_ORDER_CALLS>
  | Entries<typeof CONSOLE_REVIEW_CALLS>
  | Entries<typeof CONSOLE_STAFF_CALLS>
  | Entries<typeof DEVELOPER_CALLS>
  | Entries<typeof DEVICE_CALLS>
  | Entries<typeof DOWNLOAD_CALLS>
  | Entries<typeof FAVOURITE_CALLS>
  | Entries<typeof FILE_CALLS>
  | Entries<typeof MARKET_CALLS>
  | Entries<typeof MARKETING_CALLS>
  | Entries<typeof MENU_CALLS>
  | Entries<typeof MESSAGE_CALLS>
  | Entries<typeof NOTICE_CALLS>
  | Entries<typeof ORDER_CALLS>
  | Entries<typeof PORTAL_CALLS>
  | Entries<typeof RESOURCE_CALLS>
  | Entries<typeof SOLUTION_CALLS>
  | Entries<typeof SUPPORT_CALLS>
  | Entries<typeof WORKBENCH_CALLS>;

/** The described call at a method and path (a `CallPath` or a `Call`). */
export type CallAt<R extends CallPath> = Extract<AnyCall, { method: R['method']; path: R['path'] }>;

/** `R` if a described call is at its method and path, `never` otherwise. */
export type KnownPath<R extends CallPath> = [CallAt<R>] extends [never] ? never : R;
