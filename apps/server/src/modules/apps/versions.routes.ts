import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APP_ROUTES as R,
  envelopeSchema,
  versionFormSchema,
  versionIdSchema,
  versionListQuerySchema,
  versionPageSchema,
  versionRowSchema,
  versionStatusSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import type { AppsRouteKit, AppsServices } from './route-kit.js';

/** Versions of my apps (spec 7 `/front/fappsver/*`; the codes each answers: contract apps.ts). */
export function registerVersionRoutes(
  ctx: AppContext,
  { versions }: AppsServices,
  kit: AppsRouteKit,
): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const tags = ['developer apps'];

  app.get(
    p + R.versionList,
    {
      schema: {
        tags,
        summary: "The app's versions, highest first: number, name, status, downloads, times",
        querystring: versionListQuerySchema,
        response: { 200: envelopeSchema(versionPageSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      const l = L(request);
      const q = request.query;
      return ok(
        await kit.read(userId, `versions|${l}|${q.appId}|${q.pageNum}|${q.pageSize}`, () =>
          versions.list(userId, q, l),
        ),
      );
    },
  );
  app.post(
    p + R.versionSave,
    {
      schema: {
        tags,
        summary:
          'A new version (A0039 before the first approval, A0037/A0002 while one is in progress) or an edit of one; B0010-B0012 package checks',
        body: versionFormSchema,
        response: { 200: envelopeSchema(versionRowSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      return ok(await kit.changing(userId, () => versions.save(userId, request.body, L(request))));
    },
  );
  app.post(
    p + R.versionSubmit,
    {
      schema: {
        tags,
        summary: 'Submit a version for review (A0040 when approved or published already)',
        body: versionIdSchema,
        response: { 200: envelopeSchema(versionRowSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      return ok(
        await kit.changing(userId, () => versions.submit(userId, request.body.id, L(request))),
      );
    },
  );
  app.post(
    p + R.versionPublish,
    {
      schema: {
        tags,
        summary:
          "Publish an approved version: the app's current version in the market (A0039 not approved, A0041 package missing)",
        body: versionIdSchema,
        response: { 200: envelopeSchema(versionRowSchema) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      return ok(
        await kit.changing(userId, () => versions.publish(userId, request.body.id, L(request))),
      );
    },
  );
  app.post(
    p + R.versionStatus,
    {
      schema: {
        tags,
        summary:
          'withdraw (pending review → pending submission) or delete (the highest version only: A0030)',
        body: versionStatusSchema,
        response: { 200: envelopeSchema(versionRowSchema.nullable()) },
      },
    },
    async (request, reply) => {
      const userId = await kit.developer(request, reply);
      return ok(
        await kit.changing(userId, () => versions.setStatus(userId, request.body, L(request))),
      );
    },
  );
}
