import {
  ACCOUNT_CALLS as C,
  enterpriseFieldsSchema,
  IMAGE_RULES,
  identityFieldsSchema,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { parseFields, readMultipart, requireImages } from '../../http/multipart.js';
import { perUserRateLimit } from '../../http/rate-limit.js';
import type { AccountServices } from './account-services.js';

const ID_PHOTO = 'A side of the ID document: JPEG or PNG';

/** Real-name and enterprise certification. */
export function registerCertificationRoutes(ctx: AppContext, { certs }: AccountServices): void {
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);
  const config = perUserRateLimit(ctx.sessions, ctx.config.uploadRatePerMinute);

  calls.add(C.identityStatus, async ({ userId }) => certs.identity(userId));

  calls.add(
    C.identitySubmit,
    async ({ request, userId }) => {
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
        return await certs.submitIdentity(userId, read);
      } finally {
        ctx.answers.forget(userId, 'profile');
      }
    },
    {
      config,
      multipart: {
        fields: identityFieldsSchema,
        files: { portrait: { description: ID_PHOTO }, emblem: { description: ID_PHOTO } },
      },
    },
  );

  calls.add(C.enterpriseStatus, async ({ userId }) => certs.enterprise(userId));

  calls.add(
    C.enterpriseSubmit,
    async ({ request, userId }) => {
      const read = async () => {
        const { fields, images } = await readMultipart(request, { license: IMAGE_RULES.license });
        const f = parseFields(enterpriseFieldsSchema, fields);
        requireImages(images, ['license']);
        return { fields: f, license: images.license! };
      };
      try {
        return await certs.submitEnterprise(userId, read);
      } finally {
        ctx.answers.forget(userId, 'profile');
      }
    },
    {
      config,
      multipart: {
        fields: enterpriseFieldsSchema,
        files: { license: { description: 'The business licence: JPEG or PNG' } },
      },
    },
  );
}
