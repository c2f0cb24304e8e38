import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Sessions } from './session.js';

/**
 * Route config of a per-user rate limit: `max` calls a minute, counted per signed-in user (so one
 * account cannot spread its calls over many addresses, and users behind one NAT do not share a
 * budget), per client IP when the request carries no live session. Past it: 429, A0079.
 */
export function perUserRateLimit(sessions: Sessions, max: number): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: async (request) => {
        const user = await sessions.current(request);
        return user ? `user:${user.userId}` : `ip:${request.ip}`;
      },
    },
  };
}
