import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

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

/** pino's logger, as Fastify makes it from `loggerOptions`. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Write = (...args: unknown[]) => void;

/**
 * Stands in for a request's pino child until something is written at an enabled level; one small
 * object per request, its methods on the prototype.
 */
class LazyChild {
  private real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  private made(): Logger {
    return (this.real ??= this.parent.child(this.bindings, this.opts) as Logger);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    if (!this.real && !this.parent.isLevelEnabled(level)) return;
    (this.made()[level] as Write)(...args);
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }
  set level(level: string) {
    this.made().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, opts);
  }
  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
}

/**
 * Fastify's per-request logger, made only when the request logs something at an enabled level.
 * Fastify makes a pino child with the request id for every request, and at the production level
 * (warn) nearly none of them ever writes a line: the child showed as 4 % of the session check's
 * profile (`createChildLogger`). The stand-in answers the level's calls as the child would: a
 * disabled level does nothing, an enabled one makes the child and writes.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = function (parent, bindings, opts) {
  if (opts.level !== undefined) return parent.child(bindings, opts);
  return new LazyChild(parent as Logger, bindings, opts) as unknown as FastifyBaseLogger;
};
