import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may; in the browser the portal's CSP
 * (script-src 'self', no 'unsafe-eval') forbids that, and even zod's probe for it is reported as a
 * violation. The modules that create schemas import this file first, so the setting is in force
 * before any schema is used. (The web build must keep this module's side effect: vite.config.ts.)
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
