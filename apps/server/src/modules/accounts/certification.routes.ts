import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ROUTES as R,
  enterpriseFieldsSchema,
  enterpriseStatusSchema,
  envelopeSchema,
  IMAGE_RULES,
  identityFieldsSchema,
  identityStatusSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/app-error.js';
import { parseFields, readMultipart, requireImages } from '../../http/multipart.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { AccountServices } from './account-services.js';

const ID_PHOTO = 'A side of the ID document: JPEG or PNG';

/** Real-name and enterprise certification. */
export function registerCertificationRoutes(ctx: AppContext, { certs }: AccountServices): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const uploadLimit = perUserRateLimit(ctx.sessions, ctx.config.uploadRatePerMinute);

  app.get(
    p + R.identityStatus,
    {
      schema: {
        tags: ['certification'],
        summary: 'My real-name certification',
        response: { 200: envelopeSchema(identityStatusSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await certs.identity(s.userId));
    },
  );

  app.post(
    p + R.identitySubmit,
    {
      schema: {
        tags: ['certification'],
        summary:
          'Submit real-name certification (multipart: truename, idType, idNumber, portrait, emblem)',
        multipart: {
          fields: identityFieldsSchema,
          files: { portrait: { description: ID_PHOTO }, emblem: { description: ID_PHOTO } },
        },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const read = async () => {
        const { fields, images } = await readMultipart(request, {
          portrait: IMAGE_RULES.idPhoto,
          emblem: IMAGE_RULES.idPhoto,
        });
        const f = parseFields(identityFieldsSchema, fields);
        requireImages(images, ['portrait', 'emblem']);
        return { fields: f, portrait: images.portrait!, emblem: images.emblem! };
      };
      try {
        return ok(await certs.submitIdentity(s.userId, read));
      } finally {
        ctx.answers.forget(s.userId, 'profile');
      }
    },
  );

  app.get(
    p + R.enterpriseStatus,
    {
      schema: {
        tags: ['certification'],
        summary: 'My enterprise certification',
        response: { 200: envelopeSchema(enterpriseStatusSchema) },
      },
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      return ok(await certs.enterprise(s.userId));
    },
  );

  app.post(
    p + R.enterpriseSubmit,
    {
      schema: {
        tags: ['certification'],
        summary: 'Submit enterprise certification (multipart: fields and `license`)',
        multipart: {
          fields: enterpriseFieldsSchema,
          files: { license: { description: 'The business licence: JPEG or PNG' } },
        },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const s = await ctx.sessions.require(request, reply);
      const read = async () => {
        const { fields, images } = await readMultipart(request, { license: IMAGE_RULES.license });
        const f = parseFields(enterpriseFieldsSchema, fields);
        requireImages(images, ['license']);
        return { fields: f, license: images.license! };
      };
      try {
        return ok(await certs.submitEnterprise(s.userId, read));
      } finally {
        ctx.answers.forget(s.userId, 'profile');
      }
    },
  );
}
