import type { Platform } from '@seuiot/contract';

/** What a management-system card offers, by trial state (spec 2.7, 6; decision 0003). */
export interface PlatformActions {
  /** Apply for a trial: nothing running yet. */
  apply: boolean;
  /** Cancel: a running trial or a request waiting for sales' device authorisation. */
  cancel: boolean;
  /** Enter the system (new tab): a running trial or an opened system. */
  enter: boolean;
}

export function platformActions(platform: Platform, signedIn: boolean): PlatformActions {
  if (!signedIn) return { apply: false, cancel: false, enter: false };
  switch (platform.state) {
    case 'none':
      return { apply: true, cancel: false, enter: false };
    case 'trial':
      return { apply: false, cancel: true, enter: true };
    case 'awaitingAuthorization':
      return { apply: false, cancel: true, enter: false };
    case 'active':
      return { apply: false, cancel: false, enter: true };
  }
}
