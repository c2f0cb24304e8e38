import fs from 'node:fs';
import { CHROMIUM } from './paths.js';
import { assertBuilt } from './server.js';

/**
 * Says up front what the run lacks (the built app, Chromium) rather than after every worker
 * failed to start its stack. Each worker starts its own stack (src/test.ts).
 */
export default function globalSetup(): void {
  assertBuilt();
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary; the suite never downloads a browser.',
    );
  }
}
