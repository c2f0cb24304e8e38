import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ENTITY_TYPES,
  LIMITS,
  SHARE_TOKEN_PARAM,
  type OpenedLink,
  type ShareRequest,
} from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../http/session.js';
import type { ShareTokens } from '../../http/share-token.js';
import { requireVisible } from './entities.js';
import type { FilesRepo } from './files.repo.js';
import { sharedLinkMark } from './watermark.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Links one user may make per hour: plenty for a person, a wall for a script (A0079). */
export const SHARE_LINKS_PER_HOUR = 60;
/** The one other shareable page of spec 2.1: what a type-2 link opens. */
const MATERIAL_PAGE = '/marketingDetail';

/** Share links (spec 3, 4, 6): made by a signed-in user for what they may see. */
export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly repo: FilesRepo,
    private readonly tokens: ShareTokens,
  ) {}

  /**
   * A new link for the entity: absolute, under the web app's base path, with the raw token as
   * its `token` query parameter. Only the token's hash is kept, so this is the one time it is seen.
   */
  async create(userId: number, req: ShareRequest, origin: string): Promise<string> {
    let path: string;
    if (req.entityType === ENTITY_TYPES.solution) {
      await requireVisible(this.db, this.repo, userId, 'case', req.entityId);
      path = `/solutionDetail?id=${req.entityId}`;
    } else if (req.entityType === ENTITY_TYPES.document) {
      await requireVisible(this.db, this.repo, userId, 'document', req.entityId);
      path = `/articleDetail?id=${req.entityId}`;
    } else {
      // Type 2 (contract ENTITY_TYPES.other): the marketing material of /marketingDetail.
      await requireVisible(this.db, this.repo, userId, 'material', req.entityId);
      path = materialPage(req.entityId, req.redirectUrl);
    }

    const now = Date.now();
    if ((await this.repo.linksSince(userId, now - HOUR_MS)) >= SHARE_LINKS_PER_HOUR)
      throw new AppError('A0079');
    await this.tokens.purgeExpired(now, userId);
    const token = crypto.randomBytes(32).toString('base64url');
    await this.repo.insertLink({
      tokenHash: hashToken(token),
      userId,
      entityType: req.entityType,
      entityId: req.entityId,
      needLogin: req.needLogin,
      redirectUrl: path,
      createdAt: now,
      expiresAt: req.needLogin === 1 ? null : now + LIMITS.shareLinkDays * DAY_MS,
    });
    return `${origin}${LIMITS.basePath.replace(/\/$/, '')}${withToken(path, token)}`;
  }

  /** What a token opens: A0073 when unknown or expired, A0001 for a login link without session. */
  async open(request: FastifyRequest, token: string, host: string): Promise<OpenedLink> {
    const link = await this.tokens.open(request, token);
    return {
      watermark: sharedLinkMark(link.id, host, Date.now()),
      entityType: link.entityType,
      entityId: link.entityId,
      needLogin: link.needLogin,
      redirectUrl: withToken(link.redirectUrl, token),
      expiresAt: link.expiresAt === null ? null : new Date(link.expiresAt).toISOString(),
    };
  }
}

/** The app path parsed against a dummy origin: query handling without string surgery. */
function parse(appPath: string): URL {
  const u = new URL(appPath, 'http://app.invalid');
  // Dot segments and backslashes could turn "/./\evil" into "//evil" (another host).
  if (u.host !== 'app.invalid' || u.pathname.startsWith('//'))
    throw new AppError('B0004', ['redirectUrl']);
  return u;
}

/**
 * The marketing detail page of the material: the given redirect URL when it is that page (its
 * other query parameters kept, `id` forced to the material, any old token dropped), else B0004.
 */
function materialPage(id: number, redirectUrl: string | undefined): string {
  const u = parse(redirectUrl ?? MATERIAL_PAGE);
  if (u.pathname.replace(/\/+$/, '') !== MATERIAL_PAGE)
    throw new AppError('B0004', ['redirectUrl']);
  u.searchParams.set('id', String(id));
  u.searchParams.delete(SHARE_TOKEN_PARAM);
  return u.pathname + u.search + u.hash;
}

/** The path with `token=<raw token>` added, its other query parameters kept. */
export function withToken(appPath: string, token: string): string {
  const u = parse(appPath);
  u.searchParams.set(SHARE_TOKEN_PARAM, token);
  return u.pathname + u.search + u.hash;
}
