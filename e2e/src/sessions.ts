import type { Browser, BrowserContext } from 'playwright-core';
import type { Credentials } from './accounts.js';
import { openJourney, type Edition } from './browser.js';
import type { Lang } from './locales.js';
import { logInAt } from './login.js';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The language each edition's login page shows by default. */
const LANG_OF: Record<Edition, Lang> = { domestic: 'zh', overseas: 'en' };

/**
 * Saved sessions of one worker: the first journey that asks for an account signed in to an
 * edition signs in once through the real login page; later journeys start from the cookies and
 * storage it left (Playwright's storageState) instead of the form. A journey that signs out or
 * changes the password must sign in itself: it would end the session for the others.
 */
export class SavedSessions {
  private readonly saved = new Map<string, Promise<StorageState>>();

  constructor(private readonly browser: Browser) {}

  state(edition: Edition, credentials: Credentials): Promise<StorageState> {
    const key = `${edition}:${credentials.username}`;
    let state = this.saved.get(key);
    if (!state) {
      state = this.signIn(edition, credentials);
      this.saved.set(key, state);
      // A failed sign-in is not kept: the next journey tries again.
      state.catch(() => this.saved.delete(key));
    }
    return state;
  }

  private async signIn(edition: Edition, credentials: Credentials): Promise<StorageState> {
    const { context, page } = await openJourney(this.browser, { edition });
    try {
      await logInAt(page, LANG_OF[edition], '/', credentials);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}
