import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /([?&](?:password|token|linkToken|code|codes|captchaCode|ticket|apiKey)=)[^&]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[Redacted]');
}

/** pino options: passwords, codes, tokens and cookies are redacted wherever they appear. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-share-token"]',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
        '*.codes',
        '*.captchaCode',
        '*.token',
        '*.cookie',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          method: request.method,
          url: maskUrl(request.url),
          ip: request.ip,
          reqId: request.id,
        };
      },
    },
  };
}
