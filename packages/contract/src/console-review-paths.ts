import { callPaths } from './call-path.js';

/** Where the calls of `CONSOLE_REVIEW_CALLS` are (decision 0061): the clients call through these. */
export const CONSOLE_REVIEW_PATHS = callPaths({
  queue: { method: 'GET', path: '/console/review/queue' },
  detail: { method: 'GET', path: '/console/review/detail' },
  file: { method: 'GET', path: '/console/review/file' },
  /** The install package of a submitted version, as a download (audited, decision 0052). */
  package: { method: 'GET', path: '/console/review/package' },
  decide: { method: 'POST', path: '/console/review/decide' },
  reply: { method: 'POST', path: '/console/review/reply' },
  takeDown: { method: 'POST', path: '/console/review/take-down' },
});
