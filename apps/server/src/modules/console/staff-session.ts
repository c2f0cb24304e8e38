import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_API,
  CONSOLE_ROUTES,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from '@seuiot/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { userAgentOf } from '../../http/context.js';
import { isSecure } from '../../http/session.js';
import type { StaffMeta, StaffService, StaffSession } from './staff.service.js';

/**
 * The staff session of a request, looked up once however many guards ask (the console-wide guard
 * and the route's own role check), across the StaffCookies of every console routes file.
 */
const lookups = new WeakMap<FastifyRequest, Promise<StaffSession | 'expired' | null>>();

/** The roles a console route is open to, declared in its options (`config: { staffRoles }`). */
export type StaffRoles = readonly StaffRole[] | (() => readonly StaffRole[]);

declare module 'fastify' {
  interface FastifyContextConfig {
    staffRoles?: StaffRoles;
  }
}

/** The sign-in steps: the only console calls open before both factors (each checks its stage). */
export const STAFF_SIGN_IN: readonly string[] = [
  CONSOLE_ROUTES.login,
  CONSOLE_ROUTES.logout,
  CONSOLE_ROUTES.me,
  CONSOLE_ROUTES.totpEnrol,
  CONSOLE_ROUTES.totpConfirm,
  CONSOLE_ROUTES.totpVerify,
];

/**
 * The staff session cookie: HttpOnly, SameSite=Strict and scoped to the console API's path, so
 * no portal call carries it and no other site's link or form can. Over HTTPS it is `__Secure-`
 * prefixed (`__Host-` would need Path=/) and only that name is read.
 */
export class StaffCookies {
  private readonly path: string;

  constructor(
    private readonly config: Config,
    private readonly staff: StaffService,
  ) {
    this.path = `${config.apiPrefix}${CONSOLE_API}`;
  }

  private name(request: FastifyRequest): string {
    return isSecure(this.config, request)
      ? `__Secure-${STAFF_SESSION_COOKIE}`
      : STAFF_SESSION_COOKIE;
  }

  meta(request: FastifyRequest): StaffMeta {
    return {
      ip: request.ip,
      userAgent: userAgentOf(request),
      secure: isSecure(this.config, request),
    };
  }

  set(request: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.setCookie(this.name(request), token, {
      path: this.path,
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecure(this.config, request),
    });
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(this.name(request), {
      path: this.path,
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecure(this.config, request),
    });
  }

  token(request: FastifyRequest): string | undefined {
    return request.cookies[this.name(request)];
  }

  /**
   * The staff session of the request, at any stage: A0001 without one, A0004 (cookie cleared)
   * when it ended (idle 30 minutes, signed out, staff disabled). A customer's session is never
   * looked at: it is another cookie, of another table.
   */
  async any(request: FastifyRequest, reply: FastifyReply): Promise<StaffSession> {
    const token = this.token(request);
    if (!token) throw new AppError('A0001');
    let lookup = lookups.get(request);
    if (!lookup) {
      lookup = this.staff.session(token, isSecure(this.config, request));
      lookups.set(request, lookup);
    }
    const s = await lookup;
    if (s === null || s === 'expired') {
      this.clear(request, reply);
      throw new AppError('A0004');
    }
    return s;
  }

  /**
   * A signed-in staff member (password and second factor) holding one of `roles`: A0001 while the
   * second factor is due, A0017 without the role.
   */
  async require(
    request: FastifyRequest,
    reply: FastifyReply,
    roles: readonly StaffRole[],
  ): Promise<StaffSession> {
    const s = await this.any(request, reply);
    if (s.stage !== 'full') throw new AppError('A0001');
    if (!s.roles.some((r) => roles.includes(r))) throw new AppError('A0017');
    return s;
  }

  /**
   * Refuses every console call but the sign-in steps before its body or query is read, unless the
   * request carries a staff session past both factors (decision 0036): an anonymous caller, a
   * customer or a half-signed-in one gets A0001 (A0004 for an ended session) rather than a
   * parameter error, and a console route that forgot its own check is still closed to them.
   * The roles a route declares (`config.staffRoles`) are checked here too, so a staff member
   * without them gets A0017 before any field is looked at (issue 26); a console route that
   * declares none is closed to everyone (A0017). The handler's `require` stays as a second check.
   */
  guardAll(app: FastifyInstance): void {
    const signIn = new Set(STAFF_SIGN_IN.map((path) => this.config.apiPrefix + path));
    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(`${this.path}/`) || signIn.has(url)) return;
      const s = await this.any(request, reply);
      if (s.stage !== 'full') throw new AppError('A0001');
      const declared = request.routeOptions.config.staffRoles;
      const roles = typeof declared === 'function' ? declared() : (declared ?? []);
      if (!s.roles.some((r) => roles.includes(r))) throw new AppError('A0017');
    });
  }
}
