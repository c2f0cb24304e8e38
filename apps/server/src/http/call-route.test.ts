import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@seuiot/contract';
import { CallRoutes } from './call-route.js';

/** The options of `CallRoutes.add` (decision 0061): what a route needs beyond its description. */
const app = Fastify();
const schemas = new Map<string, FastifySchema | undefined>();
const configs = new Map<string, unknown>();

const described = (path: string, errors: ('A0078' | 'B0009')[] = []) =>
  defineCall({
    method: 'GET',
    path,
    tag: 'test',
    summary: path,
    access: 'user',
    answer: z.unknown(),
    errors,
  });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    schemas.set(route.url, route.schema);
    configs.set(route.url, route.config);
  });
  const calls = new CallRoutes(app, '/api', { require: async () => ({ userId: 7 }) as never });
  calls.add(described('/plain', ['A0078']), async ({ userId }) => ({ userId }));
  calls.add(described('/noted', ['A0078', 'B0009']), async () => null, {
    description: 'Another customer’s order answers A0078.',
    config: { marker: 'limited' } as never,
    multipart: { files: { files: { description: 'attachments', many: 2 } } },
  });
  calls.add(
    described('/bytes'),
    async ({ reply }) => reply.status(206).header('content-type', 'text/plain').send('raw'),
    { raw: true },
  );
  calls.add(
    defineCall({
      method: 'POST',
      path: '/form',
      tag: 'test',
      summary: 'form',
      access: 'public',
      body: z.object({ name: z.string() }),
      answer: z.string(),
    }),
    async ({ body }) => body.name,
    { consumes: ['application/x-www-form-urlencoded'] },
  );
  calls.add(described('/file'), async ({ params }) => ({ id: params.id }), {
    params: z.object({ id: z.coerce.number().int() }),
  });
  await app.ready();
});
afterAll(() => app.close());

describe('CallRoutes options', () => {
  it('answers the envelope and writes only the codes when no option is given', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plain' });
    expect(res.json()).toEqual({ rescode: 200, msg: 'success', data: { userId: 7 } });
    expect(schemas.get('/api/plain')).toMatchObject({ description: 'May also answer: A0078.' });
    expect(schemas.get('/api/plain')).toHaveProperty('response.200');
    expect(configs.get('/api/plain')).toBeUndefined();
  });

  it('puts the description before the codes and passes the config and the multipart body', () => {
    expect(schemas.get('/api/noted')).toMatchObject({
      description: 'Another customer’s order answers A0078. May also answer: A0078, B0009.',
      multipart: { files: { files: { description: 'attachments', many: 2 } } },
    });
    expect(configs.get('/api/noted')).toMatchObject({ marker: 'limited' });
  });

  it('sends a raw answer as the handler sent it, with no envelope and no 200 schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bytes' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.body).toBe('raw');
    expect(schemas.get('/api/bytes')).not.toHaveProperty('response');
    expect(schemas.get('/api/bytes')).not.toHaveProperty('description');
  });

  it('declares the media types of a body that is not JSON, and only when told', () => {
    expect(schemas.get('/api/form')).toMatchObject({
      consumes: ['application/x-www-form-urlencoded'],
    });
    expect(schemas.get('/api/plain')).not.toHaveProperty('consumes');
  });

  it('registers the path parameters after the path, parsed by their schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/file/42' });
    expect(res.json()).toEqual({ rescode: 200, msg: 'success', data: { id: 42 } });
    expect(schemas.get('/api/file/:id')).toHaveProperty('params');
    expect((await app.inject({ method: 'GET', url: '/api/file/x' })).statusCode).toBe(400);
  });
});
