import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INTERNAL_ERROR_CODE, ERROR_HTTP_STATUS } from '@seuiot/contract';
import { AppError } from './app-error.js';
import { RETRY_AFTER_SECONDS, isUnavailable } from './unavailable.js';

/**
 * The one path from a thrown error to an answer: AppError -> its code; schema failure -> B0001
 * (missing) or B0004 (invalid) with the failing fields; anything else -> logged with the request id
 * and answered as the generic internal error, without details.
 */
/**
 * Must run before any route is added: a route keeps the error handler that was in force when it
 * was built, and `await app.register(...)` builds the routes registered so far.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The database (or another part the call needs) cannot be reached right now: nothing was
    // done, and the caller may try again shortly (decision 0038). Also when a service wrapped
    // that failure in a catalogue code of its own ("modify failed" and the like).
    const underlying =
      error instanceof AppError ? (error.status >= 500 ? error.cause : undefined) : error;
    if (isUnavailable(underlying)) {
      request.log.warn({ err: error }, 'a part the call needs is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ rescode: 503, msg: 'B0014', data: null });
    }
    if (error instanceof AppError) {
      if (error.cause !== undefined)
        request.log.warn({ err: error.cause, code: error.code }, 'failure behind a catalogue code');
      return reply
        .status(error.status)
        .send({ rescode: error.status, msg: error.code, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const missing: string[] = [];
      const invalid: string[] = [];
      const source = sourceOf(request, error.validationContext);
      for (const v of error.validation) {
        const path: string[] = String(v.instancePath).replace(/^\//, '').split('/').filter(Boolean);
        const field = path.join('.') || 'body';
        const value = path.reduce<unknown>(
          (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
          source,
        );
        const isMissing =
          value === undefined || value === null || (typeof value === 'string' && !value.trim());
        (isMissing ? missing : invalid).push(field);
      }
      const code = missing.length > 0 ? 'B0001' : 'B0004';
      const fields = [...new Set(missing.length > 0 ? missing : invalid)];
      return reply.status(400).send({ rescode: 400, msg: code, data: fields });
    }
    const status = (error as FastifyError).statusCode;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ rescode: 413, msg: 'B0006', data: null });
    }
    if (status === 429) {
      return reply.status(429).send({ rescode: 429, msg: 'A0079', data: null });
    }
    if (status && status >= 400 && status < 500) {
      // Malformed body, unsupported content type and the like.
      return reply.status(400).send({ rescode: 400, msg: 'B0005', data: null });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({
      rescode: ERROR_HTTP_STATUS[INTERNAL_ERROR_CODE],
      msg: INTERNAL_ERROR_CODE,
      data: { requestId: request.id },
    });
  });
}

/**
 * Failures Fastify's router meets before any route runs, which it would answer with its own JSON
 * (`{ error, code, message }`): a path parameter that is badly percent-encoded or longer than
 * `maxParamLength` is an invalid parameter, B0004; anything else there is logged, A0059.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ url: request.url, code: error.code }, 'bad path parameter');
    void reply.status(400).send({ rescode: 400, msg: 'B0004', data: ['path'] });
    return;
  }
  request.log.error({ err: error }, 'unexpected failure in the router');
  void reply.status(500).send({
    rescode: ERROR_HTTP_STATUS[INTERNAL_ERROR_CODE],
    msg: INTERNAL_ERROR_CODE,
    data: { requestId: request.id },
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods an API path has routes for (a wildcard route, the web app's, does not count). */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0]!;
  return METHODS.filter((method) => {
    const found = app.findRoute({ method, url: path });
    return found !== null && !('*' in (found.params as Record<string, unknown>));
  });
}

/**
 * Unknown paths: the web app for its history-mode routes, the envelope for everything else. A
 * wrong method on an API path that exists answers 405 with `Allow` (decision 0039): B0005, the
 * request is malformed, as the CSRF guard's 403 is.
 */
export function registerNotFound(
  app: FastifyInstance,
  apiPrefix: string,
  webFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${apiPrefix}/`)) {
      const allowed = allowedMethods(app, request.url);
      if (allowed.length > 0)
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ rescode: 405, msg: 'B0005', data: null });
    }
    if (webFallback) {
      const result = webFallback(request, reply);
      if (result !== undefined) return result;
    }
    request.log.info({ url: request.url }, 'no such route');
    return reply.status(404).send({ rescode: 404, msg: 'A0078', data: null });
  });
}

function sourceOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}
