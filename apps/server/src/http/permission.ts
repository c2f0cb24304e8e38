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
  return requireSectionOf(ctx.db, s.userId, title);
}

/** The signed-in user (a described call's `userId`), who must hold the section (A0017 otherwise). */
export async function requireSectionOf(db: Db, userId: number, title: string): Promise<number> {
  if (!(await hasSection(db, userId, title))) throw new AppError('A0017');
  return userId;
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
    .select('permissions.title')
    .where('permissions.id', 'in', permissionsHeld(db, userId))
    .execute();
  return new Set(rows.map((r) => r.title));
}

/**
 * The ids of the sections a user holds: what the user's roles give, less what sales took away,
 * plus what sales gave (user_section_overrides, decision 0023). A subquery for `where id in`.
 */
export function permissionsHeld(db: Db, userId: number) {
  return db
    .selectFrom('role_permissions')
    .innerJoin('user_roles', 'user_roles.role_id', 'role_permissions.role_id')
    .select('role_permissions.permission_id')
    .where('user_roles.user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_section_overrides as o')
            .select('o.permission_id')
            .where('o.user_id', '=', userId)
            .where('o.allow', '=', 0)
            .whereRef('o.permission_id', '=', 'role_permissions.permission_id'),
        ),
      ),
    )
    .union(
      db
        .selectFrom('user_section_overrides')
        .select('permission_id')
        .where('user_id', '=', userId)
        .where('allow', '=', 1),
    );
}

/** Forgets the kept sections of a user (after sales changed them on this server). */
export function forgetSections(db: Db, userId: number): void {
  sectionCaches.get(db)?.clear(String(userId));
}
