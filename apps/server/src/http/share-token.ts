import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENTITY_TYPES, TOKEN_HEADER } from '@seuiot/contract';
import type { Db } from '../db/kysely.js';
import { AppError } from './app-error.js';
import { hashToken, type Sessions } from './session.js';
import { hasSection } from './permission.js';

/** Longest token looked up; real ones are 43 characters (256 bits, base64url). */
const MAX_TOKEN_LENGTH = 128;

/** A share link found by its token. */
export interface ShareLink {
  id: number;
  userId: number;
  entityType: number;
  entityId: number;
  needLogin: boolean;
  redirectUrl: string;
  expiresAt: number | null;
}

/** What a guarded call shows: a case (detail, files), a file, a document or a marketing material. */
export type Shown =
  | { type: 'case'; id: number }
  | { type: 'file'; id: number }
  | { type: 'article'; id: number }
  | { type: 'material'; id: number };

/** Who is looking: a signed-in user, or an anonymous visitor holding a share link. */
export interface Viewer {
  userId: number | null;
  username: string | null;
  /** The link that let the call through, when a token rather than the session did. */
  link: ShareLink | null;
}

/**
 * Share-token acceptance (spec 4, 6): reads the token of a shared page from the `x-share-token`
 * header or the `linkToken` query, checks it (exists, not expired, a login link needs a session)
 * and says what it covers. One per app.
 */
export class ShareTokens {
  private readonly cache = new WeakMap<FastifyRequest, Promise<ShareLink | null>>();

  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
  ) {}

  /** The raw token the request carries, if any: the header first, then `linkToken`. */
  tokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers[TOKEN_HEADER];
    const fromHeader = Array.isArray(header) ? header[0] : header;
    const query = (request.query as { linkToken?: unknown } | undefined)?.linkToken;
    const token = fromHeader || (typeof query === 'string' ? query : undefined);
    return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
  }

  /**
   * Removes the links that expired before `now` (no-login links past their 7 days); called hourly
   * with the session purge, and for one owner when they make a new link. Login links never expire.
   */
  async purgeExpired(now = Date.now(), userId?: number): Promise<number> {
    let query = this.db
      .deleteFrom('share_links')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The live link of a raw token, or null when unknown or expired. */
  async find(token: string, now = Date.now()): Promise<ShareLink | null> {
    const row = await this.db
      .selectFrom('share_links')
      .select([
        'id',
        'user_id',
        'entity_type',
        'entity_id',
        'need_login',
        'redirect_url',
        'expires_at',
      ])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || (row.expires_at !== null && Number(row.expires_at) <= now)) return null;
    return {
      id: row.id,
      userId: row.user_id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      needLogin: row.need_login === 1,
      redirectUrl: row.redirect_url,
      expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    };
  }

  /**
   * The link of a raw token, checked: A0073 when it is unknown or expired, A0001 when it needs
   * login and the request has no session.
   */
  async open(request: FastifyRequest, token: string): Promise<ShareLink> {
    const link = await this.find(token);
    if (!link) throw new AppError('A0073');
    if (link.needLogin && !(await this.sessions.current(request))) throw new AppError('A0001');
    return link;
  }

  /** The checked link of the request's token (read once per request), or null without one. */
  linkOf(request: FastifyRequest): Promise<ShareLink | null> {
    let p = this.cache.get(request);
    if (!p) {
      const token = this.tokenOf(request);
      p = token ? this.open(request, token) : Promise.resolve(null);
      this.cache.set(request, p);
    }
    return p;
  }

  /** True when the link lets its holder see `what`. */
  async covers(link: ShareLink, what: Shown): Promise<boolean> {
    switch (link.entityType) {
      case ENTITY_TYPES.solution:
        if (what.type === 'case') return what.id === link.entityId;
        return what.type === 'file' && this.attached('case', link.entityId, what.id);
      case ENTITY_TYPES.document:
        return what.type === 'article' && what.id === link.entityId;
      default:
        // Type 2: a marketing material (/marketingDetail), with its files.
        if (what.type === 'material') return what.id === link.entityId;
        return what.type === 'file' && this.attached('material', link.entityId, what.id);
    }
  }

  private async attached(entityType: string, entityId: number, fileId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('entity_files')
      .select('file_id')
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', entityId)
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Lets the request see `what` through a covering share token, else through a session holding
   * the section. Without a token: A0001 (or A0004) and A0017 as for any section. With a token that
   * is unknown or expired the session may still let it through; otherwise A0073. A live token
   * that does not cover `what` changes nothing.
   */
  async require(
    request: FastifyRequest,
    reply: FastifyReply,
    section: string,
    what: Shown,
  ): Promise<Viewer> {
    let link: ShareLink | null = null;
    let refused: unknown = null;
    try {
      link = await this.linkOf(request);
    } catch (err) {
      refused = err;
    }
    const session = await this.sessions.current(request);
    if (link && (await this.covers(link, what)))
      return { userId: session?.userId ?? null, username: session?.username ?? null, link };
    // A live token that does not cover the call grants nothing: the visitor is anonymous here
    // (A0001, log in to view), as logging in may well open it.
    if (!session && refused) throw refused;
    const user = await this.sessions.require(request, reply);
    if (!(await hasSection(this.db, user.userId, section))) throw new AppError('A0017');
    return { userId: user.userId, username: user.username, link: null };
  }
}
