import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, LOGIN_COOKIE, SESSION_COOKIE } from '@seuiot/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/kysely.js';
import { AppError } from './app-error.js';
import type { SharedState } from './shared-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = LIMITS.sessionDays * DAY_MS;

/** The signed-in user behind a request. */
export interface SessionUser {
  userId: number;
  idHash: string;
  /** Read in the same query as the session, so "who am I" costs one lookup. */
  username: string;
  truename: string;
  headimg: string;
  lang: string | null;
}

export function hashToken(token: string): string {
  // crypto.hash: the one-shot form, about a third of createHash's cost for a short input.
  return crypto.hash('sha256', token, 'hex');
}

/** Cookies are Secure and `__Host-` prefixed over HTTPS (or when forced by COOKIE_SECURE). */
export function isSecure(config: Config, request: FastifyRequest): boolean {
  if (config.cookieSecure === 'true') return true;
  if (config.cookieSecure === 'false') return false;
  return request.protocol === 'https';
}

function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** Session store and cookie handling; one per app. */
/**
 * A session read from the database is trusted for this long without reading it again: a page
 * fires several calls at once. Logout and password changes in this process forget it at once;
 * with Redis (decision 0027) every other instance is told at once too; without it, another
 * instance of a scaled-out deployment sees them within this time.
 */
const RECENT_MS = 5_000;
const RECENT_MAX = 10_000;

export class Sessions {
  private readonly cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  private readonly recent = new Map<
    string,
    { user: SessionUser; expiresAt: number; at: number; secure: 0 | 1 }
  >();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    /** Tells the other instances of ended sessions and changed users (decision 0027). */
    private readonly shared: SharedState | null = null,
  ) {}

  /**
   * The session cookie of the request: in secure mode only the `__Host-` one. The plain name can
   * be planted by a sibling subdomain or over plain HTTP, so reading it there as well would let
   * someone fix a victim's session around the prefix (issue 10).
   */
  private token(request: FastifyRequest): string | undefined {
    return request.cookies[sessionCookieName(isSecure(this.config, request))];
  }

  /** The user of the request, or null; looked up once per request. */
  current(request: FastifyRequest): Promise<SessionUser | null> {
    let p = this.cache.get(request);
    if (!p) {
      p = this.lookup(request);
      this.cache.set(request, p);
    }
    return p;
  }

  private async lookup(request: FastifyRequest): Promise<SessionUser | null> {
    const token = this.token(request);
    if (!token) return null;
    const idHash = hashToken(token);
    const now = Date.now();
    const secure = isSecure(this.config, request) ? 1 : 0;
    const hit = this.recent.get(idHash);
    if (hit && now - hit.at < RECENT_MS && hit.expiresAt > now && hit.secure === secure)
      return hit.user;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.user_id',
        'sessions.expires_at',
        'users.status',
        'users.username',
        'users.truename',
        'users.headimg',
        'users.lang',
        'sessions.secure',
      ])
      .where('sessions.id_hash', '=', idHash)
      .executeTakeFirst();
    // Read only under the name it was issued with (decision 0040): a session issued as the
    // `__Host-` cookie over HTTPS is not taken from the plain name over plain HTTP.
    const issuedAs = row?.secure ?? null;
    if (!row || (issuedAs !== null && issuedAs !== secure)) return null;
    if (row.expires_at <= now || row.status !== 'active') {
      this.recent.delete(idHash);
      return null;
    }
    const user = {
      userId: row.user_id,
      idHash,
      username: row.username,
      truename: row.truename,
      headimg: row.headimg,
      lang: row.lang,
    };
    if (this.recent.size >= RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(idHash, { user, expiresAt: row.expires_at, at: now, secure });
    return user;
  }

  /** Forgets what was read of a user's sessions (password changed, profile edited, disabled). */
  forgetUser(userId: number): void {
    this.forgetUserHere(userId);
    this.shared?.publish({ kind: 'user-changed', userId });
  }

  /** `forgetUser` in this instance only (another instance told of the change). */
  forgetUserHere(userId: number): void {
    for (const [k, v] of this.recent) if (v.user.userId === userId) this.recent.delete(k);
  }

  /** Forgets every session read earlier (the channel that tells of ended ones was lost). */
  forgetAllHere(): void {
    this.recent.clear();
  }

  /** Forgets one session read earlier (another instance ended it). */
  forgetSessionHere(idHash: string): void {
    this.recent.delete(idHash);
  }

  /** Forgets an ended session here and, after its row is gone, on every other instance. */
  private ended(idHash: string): void {
    this.recent.delete(idHash);
    this.shared?.publish({ kind: 'session-ended', idHash });
  }

  /**
   * The user, or a failure: A0001 when the request carries no session, A0004 when it carried one
   * that expired or ended (the cookies are cleared then).
   */
  async require(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
    const user = await this.current(request);
    if (user) return user;
    if (this.token(request)) {
      this.clearCookies(request, reply);
      throw new AppError('A0004');
    }
    throw new AppError('A0001');
  }

  /** Starts a new session (a fresh random id) and sets both cookies. */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: number; username: string },
    meta: { ip: string; userAgent: string },
  ): Promise<void> {
    const old = this.token(request);
    if (old) {
      await this.db.deleteFrom('sessions').where('id_hash', '=', hashToken(old)).execute();
      this.ended(hashToken(old));
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    const secure = isSecure(this.config, request);
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: hashToken(token),
        user_id: user.id,
        created_at: now,
        expires_at: now + SESSION_TTL_MS,
        ip: meta.ip,
        user_agent: meta.userAgent,
        secure: secure ? 1 : 0,
      })
      .execute();
    const maxAge = SESSION_TTL_MS / 1000;
    reply.setCookie(sessionCookieName(secure), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge,
    });
    reply.setCookie(LOGIN_COOKIE, encodeURIComponent(user.username), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
      maxAge,
    });
  }

  /** Ends the request's session, if any, and clears both cookies. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = this.token(request);
    if (token) {
      const idHash = hashToken(token);
      this.recent.delete(idHash);
      await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      this.ended(idHash);
    }
    this.clearCookies(request, reply);
  }

  clearCookies(request: FastifyRequest, reply: FastifyReply): void {
    const secure = isSecure(this.config, request);
    reply.clearCookie(sessionCookieName(secure), {
      path: '/',
      secure,
      httpOnly: true,
      sameSite: 'lax',
    });
    reply.clearCookie(LOGIN_COOKIE, { path: '/', secure, sameSite: 'lax' });
  }

  /** Removes expired sessions; called periodically. */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', Date.now()).execute();
  }
}
