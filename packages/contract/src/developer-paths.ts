import { callPaths } from './call-path.js';

/**
 * Where the developer onboarding calls are (`DEVELOPER_CALLS` describes them; decision 0061).
 * None is named by the spec.
 */
export const DEVELOPER_PATHS = callPaths({
  /** My developer onboarding state. */
  status: { method: 'GET', path: '/front/fdeveloper/getDeveloper' },
  /** Fill in (save) or submit the onboarding form. */
  submit: { method: 'POST', path: '/front/fdeveloper/submitDeveloper' },
  /** Withdraw the onboarding form pending review. */
  withdraw: { method: 'POST', path: '/front/fdeveloper/withdraw' },
});
