import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/kysely.js';
import { TtlCache } from '../db/paging.js';
import { AppError } from './app-error.js';
import type { Sessions } from './session.js';

/**
 * The permission guard: login-only content needs its section title in the user's permission tree
 * (spec section 6). Routes call `requireSection`; the share-link and file guards ask `hasSection`.
 */

/** The user, who must hold the section title of the permission tree (A0017 otherwise). */
export async function requireSection(
  ctx: { sessions: Sessions; db: Db },
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
): Promise<number> {
  const s = await ctx.sessions.require(request, reply);
  if (!(await hasSection(ctx.db, s.userId, title))) throw new AppError('A0017');
  return s.userId;
}

/** Section checks are trusted as long as a session read is (5 s, http/session.ts). */
const sectionCaches = new WeakMap<Db, TtlCache<boolean>>();

export function hasSection(db: Db, userId: number, title: string): Promise<boolean> {
  let cache = sectionCaches.get(db);
  if (!cache) {
    cache = new TtlCache<boolean>(5_000, 10_000);
    sectionCaches.set(db, cache);
  }
  return cache.get(`${userId}:${title}`, () => readSection(db, userId, title));
}

async function readSection(db: Db, userId: number, title: string): Promise<boolean> {
  const row = await db
    .selectFrom('permissions')
    .innerJoin('role_permissions', 'role_permissions.permission_id', 'permissions.id')
    .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
    .select('permissions.id')
    .where('user_roles.user_id', '=', userId)
    .where('permissions.title', '=', title)
    .executeTakeFirst();
  return !!row;
}
