import type { FastifyRequest } from 'fastify';
import type { Edition, Lang } from '@seuiot/contract';
import { LANG_COOKIE } from '@seuiot/contract';
import type { Config } from '../config.js';

/** The edition of the host the request reached (configured overseas hosts, else domestic). */
export function editionOf(config: Config, request: FastifyRequest): Edition {
  const host = (request.hostname || '').replace(/:\d+$/, '').toLowerCase();
  return config.overseasHosts.includes(host) ? 'overseas' : 'domestic';
}

/** Language of the texts to answer with: `lang` query, then the cookie, then the edition default. */
export function langOf(config: Config, request: FastifyRequest): Lang {
  const q = (request.query as { lang?: unknown } | undefined)?.lang;
  if (q === 'zh' || q === 'en') return q;
  const c = request.cookies?.[LANG_COOKIE];
  if (c === 'zh' || c === 'en') return c;
  return editionOf(config, request) === 'overseas' ? 'en' : 'zh';
}

/** User agent, cut to the column size. */
export function userAgentOf(request: FastifyRequest): string {
  return String(request.headers['user-agent'] ?? '').slice(0, 512);
}
