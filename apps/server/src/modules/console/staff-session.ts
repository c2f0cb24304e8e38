import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_API, STAFF_SESSION_COOKIE, type StaffRole } from '@seuiot/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { userAgentOf } from '../../http/context.js';
import { isSecure } from '../../http/session.js';
import type { StaffMeta, StaffService, StaffSession } from './staff.service.js';

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
    return { ip: request.ip, userAgent: userAgentOf(request) };
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
    const s = await this.staff.session(token);
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
}
