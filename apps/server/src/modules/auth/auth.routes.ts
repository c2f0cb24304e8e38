import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_CALLS as C,
  envelopeSchema,
  LANG_COOKIE,
  LIMITS,
  loginUserSchema,
  isSafeRedirect,
  ROUTES,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, ok } from '../../http/app-error.js';
import { CallRoutes } from '../../http/call-route.js';
import { isSecure } from '../../http/session.js';
import { userAgentOf } from '../../http/context.js';
import { AuthRepo } from './auth.repo.js';
import { AuthService } from './auth.service.js';

/**
 * Cookie naming the anonymous client, so a captcha and a lock follow the browser that failed;
 * `__Host-` prefixed in secure mode, like the session cookie, so that a sibling subdomain cannot
 * plant an identity that someone else's failures have locked (decision 0011).
 */
const CLIENT_COOKIE = 'seuiot_cid';

function clientKey(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const secure = isSecure(ctx.config, request);
  const name = secure ? `__Host-${CLIENT_COOKIE}` : CLIENT_COOKIE;
  // The key names the cookie's mode too (decision 0040): an id issued as `__Host-` over HTTPS and
  // sent under the plain name over plain HTTP is another client, with none of its captchas.
  const mode = secure ? 's' : 'p';
  const existing = request.cookies[name];
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return `${mode}:${existing}`;
  const id = crypto.randomBytes(18).toString('base64url');
  reply.setCookie(name, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 30 * 24 * 3600,
  });
  return `${mode}:${id}`;
}

export function registerAuthRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(new AuthRepo(ctx.db), ctx.config, ctx.drawCaptcha, (userId) =>
    ctx.answers.forget(userId, 'logins'),
  );
  const p = ctx.config.apiPrefix;
  const calls = new CallRoutes(ctx.app, p, ctx.sessions);

  calls.add(
    C.login,
    async ({ body, request, reply }) => {
      const meta = {
        clientKey: clientKey(ctx, request, reply),
        ip: request.ip,
        userAgent: userAgentOf(request),
      };
      const { id, user } = await service.login(body, meta);
      await ctx.sessions.start(request, reply, { id, username: user.username }, meta);
      const target = body.redirect;
      return { ...user, redirect: target && isSafeRedirect(target) ? target : '/' };
    },
    {
      consumes: ['application/x-www-form-urlencoded'],
      config: { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: 60_000 } },
    },
  );

  calls.add(C.captcha, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.newCaptcha({ clientKey: clientKey(ctx, request, reply), ip: request.ip });
  });

  calls.add(C.logout, async ({ request, reply }) => {
    await ctx.sessions.end(request, reply);
    return null;
  });

  // By hand, not a described call: "nobody is signed in" answers the A0001/A0004 envelope with
  // HTTP 200, and the 200 schema is either envelope; a described call answers `data` in one.
  app.get(
    p + ROUTES.currentUser,
    {
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user; A0001 (no session) or A0004 (session ended) in the envelope, with HTTP 200',
        response: {
          200: envelopeSchema(loginUserSchema).or(envelopeSchema(z.null())),
        },
      },
    },
    async (request, reply) => {
      // Every page asks this, visitors too: "nobody is signed in" is an answer, not a failure, so
      // it comes with HTTP 200 (a 401 is a console error in every visitor's browser). The
      // envelope is the spec's A0001/A0004 (rescode 401), which the client handles as before
      // (section 8: clear the user silently); decision 0014.
      let s;
      try {
        s = await ctx.sessions.require(request, reply);
      } catch (err) {
        if (err instanceof AppError && (err.code === 'A0001' || err.code === 'A0004'))
          return { rescode: err.status, msg: err.code, data: null };
        throw err;
      }
      return ok({
        userId: s.userId,
        username: s.username,
        truename: s.truename,
        headimg: s.headimg,
        lang: s.lang === 'en' ? ('en' as const) : ('zh' as const),
      });
    },
  );

  calls.add(C.getLang, async ({ request }) => ctx.langOf(request));

  calls.add(C.setLang, async ({ body, request, reply }) => {
    const { lang } = body;
    reply.setCookie(LANG_COOKIE, lang, {
      path: '/',
      sameSite: 'lax',
      secure: isSecure(ctx.config, request),
      maxAge: LIMITS.langCookieDays * 24 * 3600,
    });
    const s = await ctx.sessions.current(request);
    if (s) {
      await service.setLang(s.userId, lang);
      ctx.sessions.forgetUser(s.userId);
    }
    return lang;
  });
}
