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
const sectionCaches = new WeakMap<Db, TtlCache<ReadonlySet<string>>>();

/** The section titles of the user's permission tree (kept 5 s, as a session read is). */
export function sectionsHeld(db: Db, userId: number): Promise<ReadonlySet<string>> {
  let cache = sectionCaches.get(db);
  if (!cache) {
    cache = new TtlCache<ReadonlySet<string>>(5_000, 10_000);
    sectionCaches.set(db, cache);
  }
  return cache.get(String(userId), () => readSections(db, userId));
}

export async function hasSection(db: Db, userId: number, title: string): Promise<boolean> {
  return (await sectionsHeld(db, userId)).has(title);
}

async function readSections(db: Db, userId: number): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectFrom('permissions')
    .innerJoin('role_permissions', 'role_permissions.permission_id', 'permissions.id')
    .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
    .select('permissions.title')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.title));
}
