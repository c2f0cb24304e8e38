import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_HTTP_STATUS, INTERNAL_ERROR_CODE, type ErrorCode } from '@seuiot/contract';

export const MULTIPART = 'multipart/form-data';

/** A multipart body, as the API document shows it (the handler reads it, nothing validates it). */
export interface MultipartDoc {
  /** The text fields: the contract's schema the handler parses them with. */
  fields?: z.ZodObject;
  /** The file parts by name: what each may hold; `many` when the part repeats up to that count. */
  files: Record<string, { description: string; many?: number }>;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route reads a multipart body of these fields and files (decision 0039). */
    multipart?: MultipartDoc;
  }
}

/**
 * The envelope of a refusal answered with `status` (null: the code's own), holding one of `codes`
 * or, for a status, any code the catalogue answers with it (a route's own refusals).
 */
function errorAnswer(status: number | null, generic: readonly string[], description: string) {
  const codes = new Set(generic);
  if (status !== null)
    for (const [code, s] of Object.entries(ERROR_HTTP_STATUS)) if (s === status) codes.add(code);
  return {
    description,
    type: 'object',
    required: ['rescode', 'msg', 'data'],
    properties: {
      rescode: status === null ? { type: 'integer' } : { type: 'integer', enum: [status] },
      msg: { type: 'string', enum: [...codes].sort() },
      data: {
        description:
          'The fields at fault (B0001, B0004), the request id (A0059), what the code names, or null',
      },
    },
  };
}

export interface ErrorDocOptions {
  apiPrefix: string;
  /** True when the route refuses a caller without a session (A0001/A0004) first. */
  signedIn: (url: string) => boolean;
  /** Paths the CSRF guard does not apply to. */
  csrfExempt: readonly string[];
}

/**
 * The refusals every operation may answer, by HTTP status, from what the route is: parameters
 * (400), a session (401), the CSRF header of a state-changing call (403), a body over its limit
 * (413), an upload's type (415), a rate limit (429), an unexpected failure (500). A route's own
 * codes (A0078 for something missing or not visible, B0009 for a state that forbids the action ...)
 * are under `default`, with the status the catalogue gives each (ERROR_HTTP_STATUS).
 */
export function errorResponses(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  schema: FastifySchema,
  opts: ErrorDocOptions,
): Record<string, unknown> {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  const upload = schema.multipart !== undefined;
  const out: Record<string, unknown> = {};
  const bad: ErrorCode[] = upload
    ? ['B0001', 'B0004', 'B0005', 'A0058']
    : ['B0001', 'B0004', 'B0005'];
  out['400'] = errorAnswer(400, bad, 'Missing (B0001), invalid (B0004) or malformed (B0005) input');
  if (opts.signedIn(route.url))
    out['401'] = errorAnswer(
      401,
      ['A0001', 'A0004'],
      'Not signed in (A0001) or session ended (A0004)',
    );
  const path = route.url.slice(opts.apiPrefix.length);
  if (writes && !opts.csrfExempt.includes(path))
    out['403'] = errorAnswer(403, ['B0005'], `No ${'`X-Requested-With: XMLHttpRequest`'} (CSRF)`);
  if (writes) out['413'] = errorAnswer(413, upload ? ['B0006', 'B0008'] : ['B0006'], 'Too large');
  if (upload) out['415'] = errorAnswer(415, ['B0007'], 'A file of a refused type');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
    out['429'] = errorAnswer(429, ['A0079'], 'Too many calls; retry later');
  out['500'] = errorAnswer(
    500,
    [INTERNAL_ERROR_CODE],
    'Unexpected failure (logged under data.requestId)',
  );
  out.default = errorAnswer(
    null,
    Object.keys(ERROR_HTTP_STATUS),
    "Another refusal of this call: a code of the catalogue, with the catalogue's HTTP status",
  );
  return out;
}

/** The JSON schema of a multipart body: its text fields and its file parts (binary strings). */
function multipartBody(doc: MultipartDoc): z.ZodObject {
  const files: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(doc.files)) {
    const part = z.string().meta({ format: 'binary', description: f.description });
    files[name] = f.many ? z.array(part).max(f.many) : part;
  }
  return z.object({ ...(doc.fields?.shape ?? {}), ...files });
}

/**
 * The document's transform: the zod provider's, plus each operation's error answers and, for an
 * upload, its multipart body (decision 0039).
 */
export function openApiTransform(opts: ErrorDocOptions): SwaggerTransform {
  return (input) => {
    if (!input.schema || !input.url.startsWith(`${opts.apiPrefix}/`))
      return jsonSchemaTransform(input);
    const { multipart, ...rest } = input.schema;
    const schema: FastifySchema = multipart
      ? { ...rest, consumes: [MULTIPART], body: multipartBody(multipart) }
      : rest;
    const out = jsonSchemaTransform({ ...input, schema } as Parameters<
      typeof jsonSchemaTransform
    >[0]);
    const response = (out.schema.response ?? {}) as Record<string, unknown>;
    out.schema = {
      ...out.schema,
      response: { ...errorResponses(input.route, input.schema, opts), ...response },
    };
    return out;
  };
}
