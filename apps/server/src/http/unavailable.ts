import type { FastifyBaseLogger } from 'fastify';

/**
 * Failures that mean a part the portal depends on (the database) cannot be reached at the moment,
 * as opposed to a fault of the request or of the code: the call is answered B0014 (503, with
 * Retry-After) so the browser says "temporarily unavailable, try again" and nginx or an
 * orchestrator can tell the instance is not ready (decision 0038).
 */

/** Seconds a client is told to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 2;

/** Socket-level failures of reaching a server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away, starting up or out of connections: class
 * 08 (connection exception), 57P01–57P03 (admin or crash shutdown, cannot connect now) and 53300
 * (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';
}

/** What node-postgres says when the connection dies under a query or cannot be had in time. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Connection ended',
];

/** True when `err` (or an error it wraps) says the database cannot be reached right now. */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code)))
    return true;
  if (typeof e.message === 'string' && PG_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  // AggregateError (a connect that tried several addresses) and errors wrapped with a cause.
  if (Array.isArray(e.errors) && e.errors.some((x) => isUnavailable(x, depth + 1))) return true;
  return isUnavailable(e.cause, depth + 1);
}

/**
 * Logs a job's failure; while the database is away the frequent jobs would fail several times a
 * second, so those failures are logged once a minute per job, with how many there were.
 */
export function jobFailureLog(log: FastifyBaseLogger): (name: string, err: unknown) => void {
  const quiet = new Map<string, { at: number; count: number }>();
  return (name, err) => {
    if (!isUnavailable(err)) {
      log.warn({ err, job: name }, `job ${name} failed`);
      return;
    }
    const now = Date.now();
    const seen = quiet.get(name);
    if (seen && now - seen.at < 60_000) {
      seen.count += 1;
      return;
    }
    quiet.set(name, { at: now, count: 0 });
    log.warn(
      { err, job: name, failedSinceLastLine: seen ? seen.count : 0 },
      `job ${name}: database unavailable`,
    );
  };
}
